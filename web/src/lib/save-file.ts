/**
 * Saves text the page already holds as a file the browser downloads. The file never has an address:
 * it is a blob: URL that exists only in this tab and is revoked right after the click, so no server,
 * proxy or log ever sees a link to it (nor any token: the data came with the API call's Authorization
 * header, never in a URL).
 */
export const saveTextFile = (fileName: string, text: string | readonly string[], type = 'text/csv;charset=utf-8'): void => {
  // Parts are handed to the Blob as they are: a large export is never joined into one string.
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
