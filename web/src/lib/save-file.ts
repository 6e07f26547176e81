/** Saves what the page fetched itself (a receipt PDF) as `fileName`, through a hidden link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    clickDownloadLink(url, fileName);
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Starts the download of a file the server prepared (a presigned storage link). `fileName` is a
 * hint: for a link on another origin the browser takes the name the storage's reply gives.
 */
export function clickDownloadLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
