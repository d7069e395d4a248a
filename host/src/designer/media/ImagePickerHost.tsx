import { useStore } from 'zustand';
import { useEditorData } from './media-api.ts';
import type { ImagePicker } from './image-picker.ts';
import { ImagePickerDialog } from './ImagePickerDialog.tsx';
import type { measureImage } from './crop.ts';
import { UploadsTray } from './UploadsTray.tsx';
import '../../styles/media.css';

/** The image picker's dialogs and the uploads still running, wherever the designer mounts them. */
export function ImagePickerHost({ picker, notify, measure }: { picker: ImagePicker; notify(message: string): void; measure?: typeof measureImage }) {
  const open = useStore(picker.state, (s) => s.open);
  const editorData = useEditorData(picker.landingId);
  return (
    <>
      {open ? <ImagePickerDialog key={open.key} picker={picker} open={open} aiAvailable={editorData.data?.has_ai_key ?? false} notify={notify} measure={measure} /> : null}
      <UploadsTray picker={picker} />
    </>
  );
}
