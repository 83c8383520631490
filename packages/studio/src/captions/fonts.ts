import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CaptionFont } from './caption-options.js';

const require = createRequire(import.meta.url);

const FONT_FILES: Record<CaptionFont, [pkg: string, file: string]> = {
  montserrat: ['@expo-google-fonts/montserrat', '800ExtraBold/Montserrat_800ExtraBold.ttf'],
  anton: ['@expo-google-fonts/anton', '400Regular/Anton_400Regular.ttf'],
  'bebas-neue': ['@expo-google-fonts/bebas-neue', '400Regular/BebasNeue_400Regular.ttf'],
};

export function fontFile(font: CaptionFont): string {
  const [pkg, file] = FONT_FILES[font];
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * libass takes one fonts folder: the bundled caption fonts are copied into one inside the
 * cache, once. Captions then look the same on every machine, with or without system fonts.
 */
export async function prepareFontsDir(cacheDir: string): Promise<string> {
  const dir = join(cacheDir, 'fonts');
  await mkdir(dir, { recursive: true });
  for (const font of Object.keys(FONT_FILES) as CaptionFont[]) {
    const source = fontFile(font);
    const target = join(dir, source.split('/').at(-1) ?? `${font}.ttf`);
    try {
      await stat(target);
    } catch {
      await copyFile(source, target);
    }
  }
  return dir;
}
