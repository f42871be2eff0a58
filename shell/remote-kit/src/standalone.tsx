// Lets a team run its remote alone (`npm run dev -w mf-cart`): initialises i18next as the shell
// would and mounts the app on a bare page with a language switch.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KIT_RESOURCES } from './kit-resources';
import { addResources, type Language } from './resources';

/** Standalone there is no single-spa root, so its own props are absent. */
type StandaloneProps = { name: string; domElement: HTMLElement; singleSpa: never; mountParcel: never };
type Lifecycle = (props: StandaloneProps) => Promise<unknown>;
interface Lifecycles {
  bootstrap: Lifecycle[];
  mount: Lifecycle[];
}

async function runAll(fns: Lifecycle[], props: StandaloneProps) {
  for (const fn of fns) await fn(props);
}

export async function startStandalone(name: string, lifecycles: Lifecycles): Promise<void> {
  const language: Language = /(?:^|; )locale=en/.test(document.cookie) ? 'en' : 'ar';
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ar',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addResources(i18next, KIT_RESOURCES);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';

  const toggle = document.createElement('button');
  toggle.textContent = language === 'ar' ? 'English' : 'العربية';
  toggle.addEventListener('click', () => {
    document.cookie = `locale=${language === 'ar' ? 'en' : 'ar'}; Max-Age=604800; Path=/; SameSite=Lax`;
    location.reload();
  });
  document.body.prepend(toggle);

  const domElement = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const props = { name, domElement } as StandaloneProps;
  await runAll(lifecycles.bootstrap, props);
  await runAll(lifecycles.mount, props);
}
