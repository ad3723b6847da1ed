/** Russian: signing in, with a password, a passkey or a code. */
import type { StaffMessages } from '../en/index.ts';

export const signIn = {
  title: 'Вход',
  email: 'Эл. почта',
  password: 'Пароль',
  submit: 'Войти',
  failed: 'Неверная почта или пароль.',
  limited: 'Слишком много попыток. Попробуйте позже.',
  signedOut: 'Вы вышли.',
  passkey: 'Войти с ключом доступа',
  passkeyFailed: 'Ключ доступа не принят. Попробуйте ещё раз или войдите с паролем.',
  codeTitle: 'Код из приложения',
  codeIntro: 'Пароль верный. Теперь введите код, который приложение-аутентификатор показывает для этого сайта.',
  code: 'Код',
  codeHint: 'Шесть цифр из приложения или один из резервных кодов.',
  wrongCode: 'Код неверный. Приложение показывает новый код каждые 30 секунд: введите тот, что на экране сейчас.',
  codeExpired: 'Время на ввод кода истекло. Войдите ещё раз.',
  startAgain: 'Начать заново с пароля',
} satisfies StaffMessages['signIn'];
