import { type MyPhone, myPhoneSchema } from '@best-bikes/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myPhoneKey = ['me', 'phone'] as const;

/** GET /me/phone: the caller's proven number and the one waiting for its code. */
export const myPhoneQueryOptions = () =>
  queryOptions({
    queryKey: myPhoneKey,
    queryFn: ({ signal }) => api('/me/phone', { signal, schema: myPhoneSchema }),
  });

export function useMyPhone() {
  return useQuery(myPhoneQueryOptions());
}

/** POST /me/phone {phone}: texts a code; POST /me/phone/verify {code}: proves the number. */
export function usePhoneSteps() {
  const client = useQueryClient();
  const settle = (answer: MyPhone) => client.setQueryData(myPhoneKey, answer);
  return {
    send: useMutation({
      mutationFn: (phone: string) =>
        api('/me/phone', { method: 'POST', body: { phone }, schema: myPhoneSchema }),
      onSuccess: settle,
    }),
    verify: useMutation({
      mutationFn: (code: string) =>
        api('/me/phone/verify', { method: 'POST', body: { code }, schema: myPhoneSchema }),
      onSuccess: settle,
    }),
  };
}
