/** Portuguese: what every page shares: skip link, menu, language switcher, navigation, footer. */
import type { Messages } from '../en/index.ts';

export const common = {
  skipToContent: 'Ir para o conteúdo principal',
  requestDemo: 'Agendar demo',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  chooseLanguage: 'Escolher idioma',
  currentLanguage: '— idioma: {language}',
  redirecting: 'Redirecionando para a versão em português...',
  redirectLink: 'Continuar para a versão em português',
} satisfies Messages['common'];

export const nav = {
  label: 'Navegação principal',
  home: 'Início',
  about: 'Quem somos',
  solutions: 'Soluções',
  cases: 'Casos',
  technology: 'Tecnologia',
  contact: 'Contato',
} satisfies Messages['nav'];

export const footer = {
  tagline: 'Agentes de IA que transformam trabalho rotineiro em resultados para empresas do mundo todo.',
  pages: 'Páginas',
  languages: 'Idiomas',
  privacy: 'Política de privacidade',
  rights: '© {year} {company}. Todos os direitos reservados.',
} satisfies Messages['footer'];
