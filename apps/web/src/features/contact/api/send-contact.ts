import type { ContactMessageInput, ContactResponse } from '@best-bikes/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /contact. Typed, not parsed: the form sits on the home page, which stays free of zod. */
function sendContact(body: ContactMessageInput): Promise<ContactResponse> {
  return api<ContactResponse>('/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
