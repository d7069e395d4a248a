/**
 * dnd-kit's KeyboardSensor listens for the arrow keys only from the task after a drag starts (it
 * adds its keydown listener in a `setTimeout`), while `onDragStart` runs before that. Saying
 * "picked up, use the arrow keys" at once invites a key that is silently dropped; `speak` runs
 * once the sensor listens, and only if the drag it was said for is still going on.
 */
export function whenKeyboardDragListens(stillDragging: () => boolean, speak: () => void) {
  setTimeout(() =>
    setTimeout(() => {
      if (stillDragging()) speak();
    }),
  );
}
