import { defineApp } from '@tessera/sdk';

/**
 * Courses (spec §1, §2 admin and agency courses, §7 /admin-courses, /agency-courses,
 * /order-onetime): the admin builds courses of ordered lessons, each designed in the designer,
 * and sells them at a one-time price; an agency buys one, follows its lessons and keeps its
 * progress. Not premium: every agency may buy courses.
 */
export default defineApp({
  id: 'courses',
  version: '1.0.0',
  label: 'Courses',
  premium: false,
  directory: {
    description: 'Courses sold to agencies: lessons designed in the designer, bought once, followed at their own pace.',
    icon: 'graduation-cap',
  },
  screens: [
    { scope: 'admin', path: 'courses', nav: { label: 'Courses' }, load: () => import('./screens/AdminCoursesScreen.tsx') },
    { scope: 'admin', path: 'courses/create', load: () => import('./screens/AdminCourseEditScreen.tsx') },
    { scope: 'admin', path: 'courses/:courseId/edit', load: () => import('./screens/AdminCourseEditScreen.tsx') },
    { scope: 'admin', path: 'courses/:courseId/preview', load: () => import('./screens/CoursePreviewScreen.tsx') },
    { scope: 'admin', path: 'courses/:courseId/lessons/:lessonId/design', fullScreen: true, load: () => import('./screens/LessonDesignerScreen.tsx') },
    // Spec §2's second designer address; a lesson has no published copy to keep apart, so it opens the same designer.
    { scope: 'admin', path: 'courses/:courseId/lessons/:lessonId/sandbox_design', fullScreen: true, load: () => import('./screens/LessonDesignerScreen.tsx') },
    { scope: 'agency', path: 'courses', nav: { label: 'Courses' }, load: () => import('./screens/AgencyCoursesScreen.tsx') },
    { scope: 'agency', path: 'courses/:courseId', load: () => import('./screens/CoursePlayerScreen.tsx') },
  ],
  server: '@tessera/app-courses/server',
});
