/**
 * The trained line-role model (issue 45) and the one switch that puts it in the parser. It is on
 * for documents read by OCR only (ADR 0063): left out by restaurant it beat the rules there (item
 * F1 78.8% against 74.1% on scans, images and photos), while on text PDFs and Word files it still
 * loses to them, so those read as before. Benches pass ParseOptions.readerModel to compare.
 */
import type { ReaderModel } from './model';
import { trainedWeights } from './weights';

export const READER_MODEL_ON = true;

/**
 * Trusted from 0.6 on OCR documents; a description is not marked as minor type, which made an
 * unpriced set menu's dishes read as notes when left out.
 */
export const SHIPPED_USE: NonNullable<ReaderModel['use']> = { minor: false, ocrOnly: true };

export const shippedReaderModel: ReaderModel = { ...trainedWeights, use: SHIPPED_USE };

export { hintsWithModel, ROLE_THRESHOLD } from './apply';
export { lineFeatures, featureCount } from './features';
export { fitReader, type LabelledLine } from './fit';
export { predictRole, roleProbabilities, type ReaderModel, type RoleStage } from './model';
export { documentRoles, sequenceFeatures } from './sequence';
export { lineRoles, roleIndex, type LineRole } from './roles';
