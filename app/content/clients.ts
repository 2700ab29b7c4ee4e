// The client logo strip on the home page (16 organisations, shown twice for looping).
// Logos are wordmarks: `name` is set in type in the style given by `img`.
import type { ClientLogo } from '#contracts/content/client-logo.ts';

export const clients: ClientLogo[] = [
  { name: 'ProRail', img: 'sans' },
  { name: 'ASML', img: 'mono' },
  { name: 'Rabobank', img: 'serif' },
  { name: 'Ayvens', img: 'rounded' },
  { name: 'Aveco de Bondt', img: 'sans' },
  { name: 'VolkerWessels', img: 'serif' },
  { name: 'Gemeente Den Haag', img: 'serif' },
  { name: 'BUKO', img: 'mono' },
  { name: 'Nieuwe Stroom', img: 'rounded' },
  { name: 'Shell', img: 'rounded' },
  { name: 'Gemeente Rotterdam', img: 'sans' },
  { name: 'ING', img: 'mono' },
  { name: 'KPN', img: 'sans' },
  { name: 'TicketSwap', img: 'rounded' },
  { name: 'Windt Le Grand Leeuwenburgh', img: 'serif' },
  { name: 'easyEnergy', img: 'mono' },
];
