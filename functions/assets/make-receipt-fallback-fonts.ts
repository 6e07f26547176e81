/**
 * Generates functions/assets/receipt-fonts/: the fonts a receipt falls back on for a name in a script
 * its own fonts (DejaVu Sans for Latin and Cyrillic, Noto Sans Gujarati and Devanagari, embedded in the
 * bundle) do not cover: Noto Sans Arabic, Bengali, Tamil, Telugu, Kannada, Malayalam and Oriya, and
 * Noto Sans SC (Chinese, Japanese kanji and kana) in the 101 pieces @fontsource-variable/noto-sans-sc
 * splits it into by how often each character is used, so a name needs one or two of about 40 KB.
 * Each is a WOFF of the regular weight (variable fonts are instanced at wght 400), without the
 * positioning table (pdf-lib places glyphs by their advance widths and never reads it), its glyphs
 * padded to four bytes: fontkit's subsetter, when the glyphs a document uses fit short offsets,
 * halves odd ones and breaks the outlines (Noto Sans Arabic's glyphs have odd lengths).
 * manifest.json lists each file with the characters it has (and whether it has a space, which joins
 * a name's words into one run). The receipt functions carry the folder
 * beside their bundle (infra/constructs/receipt-fonts.ts) and read a font from it only when a name
 * needs it.
 *   npx tsx functions/assets/make-receipt-fallback-fonts.ts
 * Needs Debian's python3-fonttools and python3-brotli (the variable fonts are WOFF2).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'files');

/** The source fonts, in the order a character is looked up in. */
const SOURCES: string[] = [
  join(filesOf('@fontsource/noto-sans-arabic'), 'noto-sans-arabic-arabic-400-normal.woff'),
  join(filesOf('@fontsource-variable/noto-sans-bengali'), 'noto-sans-bengali-bengali-wght-normal.woff2'),
  join(filesOf('@fontsource-variable/noto-sans-tamil'), 'noto-sans-tamil-tamil-wght-normal.woff2'),
  join(filesOf('@fontsource-variable/noto-sans-telugu'), 'noto-sans-telugu-telugu-wght-normal.woff2'),
  join(filesOf('@fontsource-variable/noto-sans-kannada'), 'noto-sans-kannada-kannada-wght-normal.woff2'),
  join(filesOf('@fontsource/noto-sans-malayalam'), 'noto-sans-malayalam-malayalam-400-normal.woff'),
  join(filesOf('@fontsource-variable/noto-sans-oriya'), 'noto-sans-oriya-oriya-wght-normal.woff2'),
  ...readdirSync(filesOf('@fontsource-variable/noto-sans-sc'))
    .filter((name) => /^noto-sans-sc-\d+-wght-normal\.woff2$/.test(name))
    .sort((a, b) => Number(/-(\d+)-wght/.exec(a)![1]) - Number(/-(\d+)-wght/.exec(b)![1]))
    .map((name) => join(filesOf('@fontsource-variable/noto-sans-sc'), name)),
];

/** Reads each source, writes its WOFF, and prints one JSON line per font: its file and its characters as ranges. */
const CONVERT = `
import json, sys
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont
out_dir = sys.argv[1]
for source, name in zip(sys.argv[2::2], sys.argv[3::2]):
    font = TTFont(source)
    if 'fvar' in font:
        font = instantiateVariableFont(font, {'wght': 400})
    for tag in ('GPOS', 'BASE', 'STAT', 'vhea', 'vmtx'):
        if tag in font:
            del font[tag]
    font['glyf'].padding = 4
    characters = font.getBestCmap()
    font.recalcTimestamp = False
    font.flavor = 'woff'
    font.save(out_dir + '/' + name)
    ranges = []
    for code in sorted(code for code in characters if code > 0x20):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    print(json.dumps({'file': name, 'space': 0x20 in characters, 'ranges': ranges}))
`;

const outDir = join(import.meta.dirname, 'receipt-fonts');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);
const names = SOURCES.map((source) => basename(source).replace(/-(wght|400)-normal\.woff2?$/, '.woff'));
const lines = execFileSync('/usr/bin/python3', ['-c', CONVERT, outDir, ...SOURCES.flatMap((source, i) => [source, names[i]!])], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const fonts = lines.trim().split('\n').map((line) => JSON.parse(line) as { file: string; space: boolean; ranges: [number, number][] });
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ fonts })}\n`);
// One licence for all (SIL Open Font License 1.1), with each font's copyright line.
const licences = [...new Set(SOURCES.map((source) => join(dirname(source), '..', 'LICENSE')))].map((file) => readFileSync(file, 'utf8'));
const copyrights = [...new Set(licences.map((text) => text.split('\n')[0]!))];
writeFileSync(join(outDir, 'LICENSE.txt'), `${copyrights.join('\n')}\n${licences[0]!.split('\n').slice(1).join('\n')}`);
// eslint-disable-next-line no-console -- a command-line script reports what it wrote
console.log(`${outDir}: ${fonts.length} fonts`);
