export * from './upload-rules';
export * from './detect-file-kind';
export * from './sized-image-url';
export * from './file.schema';
