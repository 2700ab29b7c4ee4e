import { type QueryClient, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

/**
 * What a page may add to an endpoint's mutation (Bulletproof React's MutationConfig): every option but the fetcher.
 * Its onSuccess, onError and onSettled run after the endpoint's own.
 */
export type MutationConfig<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/** What an endpoint's answer changes in the cache, whichever page called it. */
type CacheEffects<TData, TVariables> = {
  onSuccess?: (client: QueryClient, data: TData, variables: TVariables) => unknown;
  onError?: (client: QueryClient, error: Error, variables: TVariables) => unknown;
  onSettled?: (client: QueryClient, data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
};

/**
 * An endpoint's mutation, as its file exports it: the fetcher, then the endpoint's own cache effects, then the page's
 * callbacks. A promise either returns is awaited, as useMutation awaits its callbacks' (the mutation stays pending).
 */
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
