/** What confirming a card payment answers, from Stripe.js or the test-mode processor alike. */
export type CardResult =
  | { paymentIntent: { id: string; status: string; amount: number } }
  | { error: { code?: string; message?: string } };

export interface CardFormProps {
  /** null until the server answered create-payment-intent. */
  clientSecret: string | null;
  billing: { name: string; email: string };
  /** After a successful payment the button reads 'Paid' and stays disabled. */
  succeeded: boolean;
  onResult: (result: CardResult) => void | Promise<void>;
}

/** Parses 'MM/YY' or 'MM / YYYY' into numbers; null when it is not a month and a year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}

/** Groups card digits in fours as the buyer types. */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
