import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The areas (first part of a message id) a first visit shows: the `core` part of each catalogue (src/lib/catalogue-parts.ts). */
const CORE_AREAS = new Set([
  'common',
  'nav',
  'language',
  'contact',
  'footer',
  'pageError',
  'notFound',
  'loginDialog',
  'toast',
  'home',
  'carousel',
  'program',
  'ads',
  'services',
  'courses',
  'courseCard',
]);

function partOf(key: string): 'core' | 'screens' {
  return CORE_AREAS.has(key.split('.')[0]!) ? 'core' : 'screens';
}

/**
 * The message catalogues (src/lib/catalogues/<language>.json) compiled as they are imported: each
 * ICU message becomes the token list Lingui's runtime formats, so the browser needs no ICU parser.
 * `?part=core` or `?part=screens` takes that part of the catalogue only (src/lib/catalogue-parts.ts).
 * Areas in `leaveOut` are left out (the page function's build leaves out the admin screens' messages).
 */
export function compiledCatalogues({ leaveOut = new Set<string>() }: { leaveOut?: ReadonlySet<string> } = {}): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]lib[\\/]catalogues[\\/][a-z]+\.json(?:\?part=([a-z]+))?$/.exec(id);
      if (!match) return undefined;
      const part = match[1];
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => part === undefined || partOf(key) === part)
          .filter(([key]) => !leaveOut.has(key.split('.')[0]!))
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}
