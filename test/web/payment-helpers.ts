import { vi } from 'vitest';

/** Makes the page think it runs on a phone (coarse pointer) or a desktop. */
export function stubDevice(device: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: device === 'phone' && query === '(pointer: coarse)', media: query })),
  );
}

/** The text a QR code `<svg>` encodes, as the component records it. */
export function qrLink(svg: Element): string | null {
  return svg.getAttribute('data-upi-link');
}
