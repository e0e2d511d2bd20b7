/**
 * Chooses a file as a person does: presses the page's own button and answers the file chooser it
 * opens. Setting a hidden input's files directly skips the button, and with it the wait a person
 * has while the button is busy (an upload still settling): the page would ignore that choice.
 */
import type { Locator } from 'playwright-core';

export interface FileToChoose {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const chooseFile = async (button: Locator, file: FileToChoose): Promise<void> => {
  const [chooser] = await Promise.all([button.page().waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
};
