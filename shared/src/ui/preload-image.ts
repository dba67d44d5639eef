/**
 * Starts downloading a picture a page is about to show, before the page renders it: the `<img>`
 * that shows it later takes it from the browser's memory cache. High priority, since it is one
 * of the first screen's (an image is otherwise fetched at low priority until laid out).
 */
export function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
