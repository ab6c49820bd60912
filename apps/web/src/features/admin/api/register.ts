import {
  chassisHoldListSchema,
  deletedCountSchema,
  modifiedCountSchema,
  type StolenChassisBody,
  stolenChassisListSchema,
  stolenChassisSchema,
  type VerificationSettings,
  verificationSettingsSchema,
} from '@best-bikes/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

// The admins' verification tools (docs/product.md#chassis-register, #proven-phone-numbers): the
// stolen list, the listings held for their chassis number, and whether a proven phone is required.

export function useStolenChassis() {
  return useQuery({
    queryKey: adminKeys.stolenChassis,
    queryFn: ({ signal }) => api('/admin/stolen-chassis', { signal, schema: stolenChassisListSchema }),
  });
}

export function useChassisHolds() {
  return useQuery({
    queryKey: adminKeys.chassisHolds,
    queryFn: ({ signal }) => api('/admin/chassis-holds', { signal, schema: chassisHoldListSchema }),
  });
}

export function useVerificationSettings() {
  return useQuery({
    queryKey: adminKeys.verificationSettings,
    queryFn: ({ signal }) =>
      api('/admin/verification-settings', { signal, schema: verificationSettingsSchema }),
  });
}

/** A change to the register refreshes both lists (a withdrawal may free a held listing). */
function useRegisterMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.stolenChassis }),
        client.invalidateQueries({ queryKey: adminKeys.chassisHolds }),
      ]),
  });
}

export function useAddStolen() {
  return useRegisterMutation((body: StolenChassisBody) =>
    api('/admin/stolen-chassis', { method: 'POST', body, schema: stolenChassisSchema }),
  );
}

export function useRemoveStolen() {
  return useRegisterMutation((chassis: string) =>
    api(`/admin/stolen-chassis/${encodeURIComponent(chassis)}`, {
      method: 'DELETE',
      schema: deletedCountSchema,
    }),
  );
}

export function useReleaseHold() {
  return useRegisterMutation((id: string) =>
    api(`/admin/chassis-holds/${encodeURIComponent(id)}/release`, {
      method: 'POST',
      schema: modifiedCountSchema,
    }),
  );
}

export function useRefuseHold() {
  return useRegisterMutation(({ id, reason }: { id: string; reason: string }) =>
    api(`/admin/chassis-holds/${encodeURIComponent(id)}/refuse`, {
      method: 'POST',
      body: { reason },
      schema: modifiedCountSchema,
    }),
  );
}

export function useSetVerificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationSettings) =>
      api('/admin/verification-settings', { method: 'PUT', body, schema: verificationSettingsSchema }),
    onSuccess: (settings) => client.setQueryData(adminKeys.verificationSettings, settings),
  });
}
