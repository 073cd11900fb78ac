import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { plural } from '@/registry/lib/i18n/plural'

// Ukrainian counts in one/few/many forms; the seconds of a wait are written out with them.
const inSeconds = (seconds: number) =>
  plural('uk', seconds, { one: 'через # секунду', few: 'через # секунди', many: 'через # секунд', other: 'через # секунди' })

/** Ukrainian: a later part of the uk pack (uk.ts lists it), the strings of account-type-switch, account-view, activity-view, connecting-siwe-view, embedded-account, networks-view, nfts-view, receive-view, siwx-sign-message-view. */
export const uk: LocalePack = {
  'account-type-switch': { toSmart: 'Перейти на смарт-акаунт', toEoa: 'Перейти на EOA', switching: 'Перемикання…' },
  'account-view': {
    tabs: { tokens: 'Токени', nfts: 'NFT', activity: 'Історія' },
    disconnect: 'Відʼєднати',
    copyAddress: 'Скопіювати адресу',
    copied: 'Адресу скопійовано',
    switchNetwork: 'Змінити мережу',
    noTokens: 'Токенів поки немає',
    noTokensHint: 'Поповніть цей гаманець, і його токени зʼявляться тут',
    noNfts: 'NFT поки немає',
    noActivity: 'Операцій поки немає',
    loadingBalance: 'Завантаження балансу',
    loading: 'Завантаження',
    retry: 'Повторити',
    retryIn: (seconds: number) => `Повторити ${inSeconds(seconds)}`,
    unknownNetwork: 'Невідома мережа',
    actions: { Send: 'Надіслати', Receive: 'Отримати', Swap: 'Обмін', OnRamp: 'Купити', RegisterAccountName: 'Вибрати імʼя' },
  },
  'activity-view': {
    empty: 'Операцій поки немає',
    emptyHint: 'Тут зʼявляться транзакції цього акаунта в цій мережі',
    failed: 'Не вдалося завантажити транзакції',
    retry: 'Повторити',
    loading: 'Завантаження історії',
    loadingMore: 'Завантаження…',
    region: 'Історія операцій акаунта',
    viewOnExplorer: 'Відкрити в оглядачі',
    pending: 'В обробці',
    failedStatus: 'Помилка',
    operations: {
      send: 'Надсилання',
      receive: 'Отримання',
      mint: 'Мінт',
      buy: 'Купівля',
      deploy: 'Розгортання',
      execute: 'Виклик контракту',
      approve: 'Дозвіл',
      trade: 'Обмін',
    },
    unknownOperation: 'Транзакція',
    moreTransfers: (count: number) =>
      plural('uk', count, { one: 'ще # переказ', few: 'ще # перекази', many: 'ще # переказів', other: 'ще # переказу' }),
  },
  'connecting-siwe-view': {
    headline: (wallet: string) => `Підпишіть повідомлення в ${wallet}`,
    fallbackWalletName: 'своєму гаманці',
    hint: 'Гаманець покаже повідомлення. Підпис безкоштовний і не надсилає транзакцію.',
    cancel: 'Скасувати',
  },
  'embedded-account': { signedInAs: 'Ви увійшли як', changeEmail: 'Змінити пошту' },
  'networks-view': {
    active: 'Активна',
    switchFailed: 'Не вдалося змінити мережу',
    unsupportedTitle: 'Змінити мережу',
    unsupportedBody: 'Цей застосунок не підтримує вашу поточну мережу. Щоб продовжити, перейдіть на доступну.',
    disconnect: 'Відʼєднати',
    switchingDisabled: 'Зміну мережі в цьому застосунку вимкнено',
    namespaceWallets: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot' },
    connectTitle: (wallets: string) => `Підключити ${wallets}-гаманець`,
    connectDescription: (wallets: string, network: string) =>
      `Щоб працювати в мережі ${network}, підключіть один із цих ${wallets}-гаманців. Інші акаунти залишаться підключеними.`,
  },
  'nfts-view': {
    empty: 'NFT поки немає',
    emptyHint: 'Тут зʼявляться NFT, які цей акаунт отримає в цій мережі',
    failed: 'Не вдалося завантажити транзакції',
    retry: 'Повторити',
    loading: 'Завантаження NFT',
    region: 'NFT цього акаунта',
    tokenId: (id: string) => `#${id}`,
  },
  'receive-view': {
    qrLabel: (address: string) => `QR-код адреси ${address}`,
    addressLabel: 'Ваша адреса',
    copy: 'Скопіювати адресу',
    copied: 'Скопійовано',
    copiedToast: 'Адресу скопійовано',
    copyFailed: 'Не вдалося скопіювати: виділіть адресу та скопіюйте її вручну',
    networksLabel: 'Мережі, у яких можна отримувати',
    warning: (networks: string) =>
      `Надсилайте на цю адресу лише активи з мереж: ${networks}. Активи, надіслані з інших мереж, можуть бути втрачені.`,
    notConnected: 'Підключіть гаманець, щоб отримувати кошти',
  },
  'siwx-sign-message-view': {
    headline: (app: string) => `${app} просить вас увійти`,
    fallbackAppName: 'Цей застосунок',
    body: 'Підпишіть повідомлення в гаманці, щоб підтвердити, що цей акаунт ваш. Підпис безкоштовний: транзакція не надсилається.',
    sign: 'Увійти',
    cancel: 'Скасувати',
    disconnect: 'Відʼєднати',
    requiredHint: 'Щоб залишатися підключеними, у цьому застосунку потрібно увійти.',
    failed: 'Підпис відхилено',
    appIconAlt: 'Значок застосунку',
  },
  errors: {
    SIWX_INIT_FAILED: 'Не вдалося почати вхід',
    SIWX_MESSAGE_INVALID: 'Неправильне повідомлення для входу',
    SIWX_SERVER_REFUSED: 'Сервер відмовив у вході',
    SIWX_SERVER_RESPONSE_INVALID: 'Сервер входу відповів не так, як очікувалося',
    SIWX_SESSION_INVALID: 'Недійсна сесія входу',
    SIWX_SIGNATURE_DECLINED: 'Підпис відхилено',
    SIWX_SMART_ACCOUNT_UNSUPPORTED: 'Можливо, цей застосунок не підтримує смарт-акаунти',
    TRANSACTIONS_FETCH_FAILED: 'Не вдалося завантажити транзакції',
  },
}
