import { isSample, withoutSamples, withSamples } from '@/domain/samples';
import { BackendError, type CollectionPort } from '../port';

/** Samples are shown, never stored: there is no row to change (the screens offer no way to). */
const sampleRow = () =>
  new BackendError('Sample data cannot be changed. Add your own instead.', 'sample', 400);

/**
 * A collection under the samples rule (ADR 0026), the same in both adapters: reads show the seed's
 * rows beside the stored ones while the restaurant shows samples; writes store the real rows only,
 * so a list read with samples and saved back never turns them into the restaurant's own.
 */
export function withSampleRows<T extends { id: string }, P extends CollectionPort<T>>(
  port: P,
  seed: () => T[],
  samplesShown: (restaurantId: string) => boolean | Promise<boolean>,
): P {
  return {
    ...port,
    async list(restaurantId) {
      const stored = await port.list(restaurantId);
      return withSamples(stored, seed, await samplesShown(restaurantId));
    },
    async add(restaurantId, items) {
      return port.add(restaurantId, withoutSamples(items));
    },
    async update(restaurantId, item) {
      if (isSample(item)) throw sampleRow();
      return port.update(restaurantId, item);
    },
    async remove(restaurantId, id) {
      if (isSample({ id })) throw sampleRow();
      return port.remove(restaurantId, id);
    },
    async replace(restaurantId, items) {
      const stored = await port.replace(restaurantId, withoutSamples(items));
      return withSamples(stored, seed, await samplesShown(restaurantId));
    },
  };
}
