// The logos of the home page's client strip (content/clients.yaml).
import { z } from 'zod';
import { plainText } from './fields.ts';

/** A client wordmark; img is the type style to set the name in. */
export const ClientLogoSchema = z.object({
  name: plainText,
  img: z.enum(['serif', 'sans', 'mono', 'rounded']),
});
export type ClientLogo = z.infer<typeof ClientLogoSchema>;

/** content/clients.yaml: every logo of the strip, in order. */
export const ClientLogosSchema = z.array(ClientLogoSchema).length(16);
