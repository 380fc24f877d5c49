import { withoutSamples, withSamples } from '@/domain/samples';
import type { CollectionPort } from '../port';

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
    async replace(restaurantId, items) {
      const stored = await port.replace(restaurantId, withoutSamples(items));
      return withSamples(stored, seed, await samplesShown(restaurantId));
    },
  };
}
