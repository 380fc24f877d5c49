/**
 * The trained line-role model (issue 45) and the one switch that puts it in the parser. Off
 * (ADR 0063): left out by restaurant it beat the rules on documents read by OCR (item F1 78.8%
 * against 74.1% on scans, images and photos), but the lockbox did not move (82.7% against 82.6%)
 * and a photographed menu of capitalised dishes lost a section heading. When on, it reads OCR
 * documents only (`SHIPPED_USE`). Benches pass ParseOptions.readerModel or READER_MODEL=1 to
 * compare.
 */
import type { ReaderModel } from './model';
import { trainedWeights } from './weights';

export const READER_MODEL_ON = false;

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
