import { plural, t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAiSettings } from '@/components/ai-settings/use-ai-settings';
import { MIN_MENU_CONTENT_CHARS, PROGRESS_STAGES } from '@/config/constants';
import type { SavedMenu } from '@/domain/menu';
import type { ParsedMenu } from '@/domain/parsed-menu';
import type { TrainingModule } from '@/domain/training';
import { generateTraining, type TrainingOptions } from '@/lib/ai';
import { fetchMenuText, MenuUrlError } from '../lib/fetch-menu-url';
import { parsedMenuToText, savedMenuToParsedMenu } from '../lib/menu-source';
import { optionFields, type TrainingFormValues } from '../lib/training-form';

export type GenerationState = { status: 'idle' | 'running'; progress: number; label: string };
/** A source problem to show on its form field; null when the run ended or was cancelled. */
export type SourceError = { field: 'menuId' | 'pastedText' | 'menuUrl'; message: string };

const idle: GenerationState = { status: 'idle', progress: 0, label: '' };
const running = (progress: number, label: string): GenerationState => ({
  status: 'running',
  progress,
  label,
});

class SourceProblem extends Error {
  constructor(
    readonly field: SourceError['field'],
    message: string,
  ) {
    super(message);
  }
}

type Source = { menuText: string; menuTypes: TrainingOptions['menuTypes']; menu?: ParsedMenu };

async function readSource(
  values: TrainingFormValues,
  menus: SavedMenu[],
  restaurantName: string,
  signal: AbortSignal,
): Promise<Source> {
  if (values.sourceType === 'menu') {
    const saved = menus.find((m) => m.id === values.menuId);
    if (!saved) throw new SourceProblem('menuId', t`Choose a saved menu`);
    const menu = savedMenuToParsedMenu(saved, restaurantName);
    if (!menu.metadata.totalItems) {
      throw new SourceProblem('menuId', t`This menu has no items yet. Choose another menu.`);
    }
    return { menuText: parsedMenuToText(menu, saved.name), menuTypes: [saved.type], menu };
  }
  const menuText =
    values.sourceType === 'url'
      ? await fetchMenuText(values.menuUrl, signal).catch((error: unknown) => {
          if (error instanceof MenuUrlError) throw new SourceProblem('menuUrl', error.message);
          throw error;
        })
      : values.pastedText.trim();
  if (menuText.length < MIN_MENU_CONTENT_CHARS) {
    const field = values.sourceType === 'url' ? 'menuUrl' : 'pastedText';
    throw new SourceProblem(field, t`Not enough menu text to build training from.`);
  }
  return { menuText, menuTypes: [values.menuType] };
}

/**
 * Runs one generation with progress and cancellation. Provider trouble never blocks the manager:
 * the AI layer returns the menu-built fallback, and we say so in a toast.
 */
export function useGenerateTraining(menus: SavedMenu[], restaurantName: string) {
  const settings = useAiSettings();
  const [state, setState] = useState<GenerationState>(idle);
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(
    async (
      values: TrainingFormValues,
    ): Promise<{ modules: TrainingModule[] } | { error: SourceError } | null> => {
      if (controller.current) return null;
      const { provider } = settings;
      const abort = new AbortController();
      controller.current = abort;
      try {
        setState(running(PROGRESS_STAGES.reading, t`Reading the menu...`));
        const source = await readSource(values, menus, restaurantName, abort.signal);
        setState(
          running(
            PROGRESS_STAGES.extracting,
            settings.apiKey
              ? t`Writing training with ${provider}...`
              : t`Building training from your menu...`,
          ),
        );
        const options: TrainingOptions = {
          ...optionFields(values),
          sourceType: values.sourceType,
          menuText: source.menuText,
          menuTypes: source.menuTypes,
        };
        const result = await generateTraining(options, {
          settings,
          signal: abort.signal,
          menu: source.menu,
        });
        setState(running(PROGRESS_STAGES.cleaning, t`Preparing the modules...`));
        const modules = result.success ? result.data : result.fallback;
        // Without a key the built-in generator is the plan, not a failure: the page said so.
        if (!result.success && settings.apiKey) {
          toast.warning(t`AI generation failed: used the built-in generator`, {
            description: result.error,
          });
        } else {
          toast.success(t`Training ready`, {
            description: t`${plural(modules.length, { one: '# module generated.', other: '# modules generated.' })} Save the ones you want to keep.`,
          });
        }
        return { modules };
      } catch (error) {
        if (error instanceof SourceProblem) {
          return { error: { field: error.field, message: error.message } };
        }
        if (abort.signal.aborted) {
          toast(t`Generation cancelled`);
          return null;
        }
        console.error('[training] generation failed', error);
        toast.error(t`Generation failed`, {
          description: error instanceof Error ? error.message : t`Please try again.`,
        });
        return null;
      } finally {
        controller.current = null;
        setState(idle);
      }
    },
    [menus, restaurantName, settings],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, generate, cancel, usesAi: !!settings.apiKey, settings };
}
