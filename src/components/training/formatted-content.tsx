export { FormattedContent } from '@/features/training/components/formatted-content';
