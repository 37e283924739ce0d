export { DocumentUploader, type DocumentUploaderProps, type DocumentUploaderOwnProps, type DocumentSlot, type DocumentUploaderChange } from './DocumentUploader';
export { checkImageQuality, qualityHint, laplacianVariance, type QualityHint, type ImageMeasure } from './quality';
export { inspectFile, type FileCheck, type FileProblem } from './file-checks';
