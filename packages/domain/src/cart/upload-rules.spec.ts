import type { PartType } from '../contract/catalog.js';
import {
  FILE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_EXTENSIONS,
  allowsMultipleUploads,
  isUploadAllowed,
  isUploadPart,
  uploadAcceptAttribute,
  uploadExtensions,
} from './upload-rules.js';

describe('upload rules', () => {
  it("lists the spec's extensions", () => {
    expect(FILE_UPLOAD_EXTENSIONS.join(' ')).toBe(
      '.txt .csv .gif .jpg .jpeg .png .svg .mp4 .mpeg .webm .zip .pdf .doc .docx .xls .xlsx .ppt .pptx',
    );
    expect(IMAGE_UPLOAD_EXTENSIONS.join(' ')).toBe('.jpg .jpeg .png .gif');
  });

  it.each<[PartType, boolean, boolean, readonly string[]]>([
    ['file', true, false, FILE_UPLOAD_EXTENSIONS],
    ['files', true, true, FILE_UPLOAD_EXTENSIONS],
    ['image', true, false, IMAGE_UPLOAD_EXTENSIONS],
    ['images', true, true, IMAGE_UPLOAD_EXTENSIONS],
    ['text', false, false, []],
    ['textarea', false, false, []],
    ['select', false, false, []],
    ['multiselect', false, false, []],
  ])('%s: upload %p, several %p', (type, upload, several, extensions) => {
    expect(isUploadPart(type)).toBe(upload);
    expect(allowsMultipleUploads(type)).toBe(several);
    expect(uploadExtensions(type)).toEqual(extensions);
    expect(uploadAcceptAttribute(type)).toBe(extensions.join(','));
  });

  it.each<[PartType, string, boolean]>([
    ['image', 'torte.JPG', true],
    ['images', 'motiv.jpeg', true],
    ['image', 'logo.svg', false],
    ['image', 'scan.pdf', false],
    ['files', 'logo.svg', true],
    ['file', 'angebot.pdf', true],
    ['file', 'tabelle.XLSX', true],
    ['file', 'programm.exe', false],
    ['file', 'ohne-endung', false],
    ['file', 'archiv.tar.gz', false],
    ['file', 'archiv.pdf.zip', true],
    ['text', 'notiz.txt', false],
  ])('%s accepts %j: %p', (type, fileName, expected) => {
    expect(isUploadAllowed(type, fileName)).toBe(expected);
  });
});
