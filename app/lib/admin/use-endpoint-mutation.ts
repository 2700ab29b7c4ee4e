import { type QueryClient, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

/** What a page may add to an endpoint's mutation (Bulletproof React's MutationConfig); its callbacks run after. */
export type MutationConfig<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

type CacheEffects<TData, TVariables> = {
  onSuccess?: (client: QueryClient, data: TData, variables: TVariables) => unknown;
  onError?: (client: QueryClient, error: Error, variables: TVariables) => unknown;
  onSettled?: (client: QueryClient, data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
};

/** The fetcher, then the endpoint's cache effects, then the page's callbacks; promises are awaited as useMutation's. */
export function useEndpointMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  effects: CacheEffects<TData, TVariables>,
  { onSuccess, onError, onSettled, ...config }: MutationConfig<TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (data, variables, result, context) => {
      const own = effects.onSuccess?.(client, data, variables);
      return Promise.all([own, onSuccess?.(data, variables, result, context)]);
    },
    onError: (error, variables, result, context) => {
      const own = effects.onError?.(client, error, variables);
      return Promise.all([own, onError?.(error, variables, result, context)]);
    },
    onSettled: (data, error, variables, result, context) => {
      const own = effects.onSettled?.(client, data, error, variables);
      return Promise.all([own, onSettled?.(data, error, variables, result, context)]);
    },
  });
}
