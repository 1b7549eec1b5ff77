/**
 * Uploads as other features read them: the stored images a plan names. Other features import this
 * one through this module only (docs/architecture.md).
 */
export { findUploads } from './find-uploads.ts'
