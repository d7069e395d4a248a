import { useAppScreen } from '@tessera/sdk/dashboard';

/** /admin/courses/{courseId}/lessons/{lessonId}/design: the designer on one lesson. */
export default function LessonDesignerScreen() {
  const { params, DocumentDesigner } = useAppScreen();
  const { courseId, lessonId } = params;
  return <DocumentDesigner path={`/admin-courses/${courseId}/lessons/${lessonId}`} noun="Lesson" back={{ to: `/admin/courses/${courseId}/edit`, label: 'Course' }} />;
}
