// Resumes once the browser has painted the current frame, in a task of its own: work that would
// force the page's style and layout at once (moving focus into something just shown) then finds
// them already done by the frame, instead of doing them in the task that showed it.
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
