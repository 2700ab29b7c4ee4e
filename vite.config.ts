import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing as data: URIs: the CSP allows images and fonts from 'self' only.
    assetsInlineLimit: 0,
  },
});
