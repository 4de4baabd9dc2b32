import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Interpolations ({{year}}) and component tags (<word/>) a translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+\/?)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

describe('translation files', () => {
  const english = flatten(en);
  const german = flatten(de);

  it('have exactly the same keys in English and German', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [language, texts] of [
      ['en', english],
      ['de', german],
    ] as const) {
      for (const [key, text] of texts) expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('contain the spec texts verbatim in English', () => {
    expect(english.get('mobileNotice.title')).toBe('Use mobile?');
    expect(english.get('spinner.loading')).toBe('Just loading...');
    expect(english.get('spinner.thinking')).toBe('We are thinking...');
    expect(english.get('spinner.aiWorking')).toBe('No hurry the AI is working...');
    expect(english.get('landing.claim')).toBe('<word/> design. supercharged.');
    expect(english.get('landing.founder')).toBe('Startup Founder');
    expect(english.get('landing.ecosystemManager')).toBe('Ecosystem Manager');
  });

  it('contain the dashboard and track page texts of the spec verbatim in English', () => {
    const spec: Record<string, string> = {
      'dashboard.newIdea': 'New Business Idea',
      'dashboard.empty': 'You did not create any Ideas yet...',
      'dashboard.today': 'Today',
      'dashboard.yesterday': 'Yesterday',
      'dashboard.roundId': 'Round ID: {{roundId}}',
      'dashboard.feedbackLeft': '{{n}} Feedback left until Ship',
      'dashboard.feedbacks': '{{n}} Feedbacks',
      'dashboard.deleteQuestion': 'Do you really want to delete the Stream?',
      'newIdea.noProject.headline': 'No Project found',
      'newIdea.noProject.text': 'Please contact the support team. There is no project in your accouunt.',
      'settings.basicInfo': 'Basic Info',
      'settings.projectKnowledge': 'Project Knowledge',
      'settings.teamMembers': 'Team Members',
      'keyResults.entries.landingPage': 'Landing Page (Optional)',
      'keyResults.entries.goToMarketStrategy': 'Go-To-Market Strategy',
      'keyResults.comingSoon': 'Coming Soon',
      'track.header.defaultCompany': 'My Startup',
      'track.init.title': "Let's create your basic idea from scratch.",
      'track.step.progress': 'STEP {{step}}/{{total}}',
      'track.footer.letsStart': "Let's start",
      'track.footer.next': 'Next Step',
      'track.footer.finish': 'Finish Stream',
      'track.footer.showAll': 'Show all results',
      'track.footer.saveExit': 'Save & Exit',
      'track.footer.noResult.headline': 'Error',
      'track.footer.noResult.text': 'You have no Result saved!',
      'results.step': 'STEP {{nr}} - {{name}}',
      'results.downloads': 'Downloads',
      'results.deleteQuestion':
        'Are you sure you want to delete this file? All combined Memory-Data will also deleted.',
      'results.notAllowed.headline': 'Download not allowed',
      'results.notAllowed.text': 'You are not allowed to download this file!',
    };
    for (const [key, text] of Object.entries(spec)) expect(english.get(key), key).toBe(text);
  });
});
