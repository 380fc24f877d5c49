import { useQuery } from '@tanstack/react-query';
import { collectionQuery } from './collection';

export const trainingQuery = (restaurantId: string) => collectionQuery('training', restaurantId);

export function useTrainingModules(restaurantId: string) {
  return useQuery(trainingQuery(restaurantId));
}
