import { Suspense, useMemo } from 'react';
import { useStore } from 'zustand';
import { useEditorData } from '../editor-data-api.ts';
import type { ImagePicker } from './image-picker.ts';
import type { measureImage } from './crop.ts';
import { imagePickerDialog } from './lazy-image-picker-dialog.ts';
import { UploadsTray } from './UploadsTray.tsx';
import '../../styles/media.css';

/** The image picker's dialogs and the uploads still running, wherever the designer mounts them. */
export function ImagePickerHost({ picker, notify, measure }: { picker: ImagePicker; notify(message: string): void; measure?: typeof measureImage }) {
  const open = useStore(picker.state, (s) => s.open);
  const editorData = useEditorData(picker.landingId);
  const ImagePickerDialog = useMemo(() => imagePickerDialog(), [open?.key]);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ImagePickerDialog key={open.key} picker={picker} open={open} aiAvailable={editorData.data?.has_ai_key ?? false} notify={notify} measure={measure} />
        </Suspense>
      ) : null}
      <UploadsTray picker={picker} />
    </>
  );
}
