/** Spanish: what every page shares: skip link, menu, language switcher, navigation, footer. */
import type { Messages } from '../en/index.ts';

export const common = {
  skipToContent: 'Saltar al contenido principal',
  requestDemo: 'Solicitar demo',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  chooseLanguage: 'Elegir idioma',
  currentLanguage: '— idioma: {language}',
  redirecting: 'Redirigiendo a la versión en español...',
  redirectLink: 'Continuar a la versión en español',
} satisfies Messages['common'];

export const nav = {
  label: 'Navegación principal',
  home: 'Inicio',
  about: 'Quiénes somos',
  solutions: 'Soluciones',
  cases: 'Casos',
  technology: 'Tecnología',
  contact: 'Contacto',
} satisfies Messages['nav'];

export const footer = {
  tagline: 'Agentes de IA que convierten las tareas rutinarias en resultados para empresas de todo el mundo.',
  pages: 'Páginas',
  languages: 'Idiomas',
  privacy: 'Política de privacidad',
  rights: '© {year} {company}. Todos los derechos reservados.',
} satisfies Messages['footer'];
