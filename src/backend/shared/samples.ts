import { isSample, withoutSamples, withSamples } from '@/domain/samples';
import { BackendError, type CollectionPort } from '../port';

/** Samples are shown, never stored: there is no row to change (the screens offer no way to). */
const sampleRow = () =>
  new BackendError('Sample data cannot be changed. Add your own instead.', 'sample', 400);

type Listed<T> = { list(restaurantId: string): Promise<T[]> };

/**
 * Reads under the samples rule (ADR 0026), the same in both adapters: the seed's rows are shown
 * beside the stored ones while the restaurant shows samples. Writes are the port's own.
 */
export function withSampleList<T extends { id: string }, P extends Listed<T>>(
  port: P,
  seed: () => T[],
  samplesShown: (restaurantId: string) => boolean | Promise<boolean>,
): P {
  return {
    ...port,
    async list(restaurantId: string) {
      const stored = await port.list(restaurantId);
      return withSamples(stored, seed, await samplesShown(restaurantId));
    },
  };
}

/**
 * A collection under the samples rule: reads show the samples (withSampleList); writes store the
 * real rows only and refuse to change a sample, so a sample never becomes the restaurant's own.
 */
export function withSampleRows<T extends { id: string }, P extends CollectionPort<T>>(
  port: P,
  seed: () => T[],
  samplesShown: (restaurantId: string) => boolean | Promise<boolean>,
): P {
  return {
    ...withSampleList(port, seed, samplesShown),
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
  };
}
