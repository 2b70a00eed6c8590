/** Has the browser save what `url` points at (an object URL, say) as a file. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands text to the browser as a file download (a CSV export, say). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, fileName);
  URL.revokeObjectURL(url);
}
