import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { plural } from '@/registry/lib/i18n/plural'

// Russian counts in one/few/many forms; the seconds of a wait are written out with them.
const inSeconds = (seconds: number) =>
  plural('ru', seconds, { one: 'через # секунду', few: 'через # секунды', many: 'через # секунд', other: 'через # секунды' })

/** Russian: a later part of the ru pack (ru.ts lists it), the strings of account-type-switch, account-view, activity-view, connecting-siwe-view, embedded-account, networks-view, nfts-view, receive-view, siwx-sign-message-view. */
export const ru: LocalePack = {
  'account-type-switch': { toSmart: 'Перейти на смарт-аккаунт', toEoa: 'Перейти на EOA', switching: 'Переключение…' },
  'account-view': {
    tabs: { tokens: 'Токены', nfts: 'NFT', activity: 'История' },
    disconnect: 'Отключить',
    copyAddress: 'Скопировать адрес',
    copied: 'Адрес скопирован',
    switchNetwork: 'Сменить сеть',
    noTokens: 'Токенов пока нет',
    noTokensHint: 'Пополните этот кошелёк, и его токены появятся здесь',
    noNfts: 'NFT пока нет',
    noActivity: 'Операций пока нет',
    loadingBalance: 'Загрузка баланса',
    loading: 'Загрузка',
    retry: 'Повторить',
    retryIn: (seconds: number) => `Повторить ${inSeconds(seconds)}`,
    unknownNetwork: 'Неизвестная сеть',
    actions: { Send: 'Отправить', Receive: 'Получить', Swap: 'Обмен', OnRamp: 'Купить', RegisterAccountName: 'Выбрать имя' },
  },
  'activity-view': {
    empty: 'Операций пока нет',
    emptyHint: 'Здесь появятся транзакции этого аккаунта в этой сети',
    failed: 'Не удалось загрузить транзакции',
    retry: 'Повторить',
    loading: 'Загрузка истории',
    loadingMore: 'Загрузка…',
    region: 'История операций аккаунта',
    viewOnExplorer: 'Открыть в обозревателе',
    pending: 'В обработке',
    failedStatus: 'Ошибка',
    operations: {
      send: 'Отправка',
      receive: 'Получение',
      mint: 'Минт',
      buy: 'Покупка',
      deploy: 'Развёртывание',
      execute: 'Вызов контракта',
      approve: 'Разрешение',
      trade: 'Обмен',
    },
    unknownOperation: 'Транзакция',
    moreTransfers: (count: number) =>
      plural('ru', count, { one: 'ещё # перевод', few: 'ещё # перевода', many: 'ещё # переводов', other: 'ещё # перевода' }),
  },
  'connecting-siwe-view': {
    headline: (wallet: string) => `Подпишите сообщение в ${wallet}`,
    fallbackWalletName: 'вашем кошельке',
    hint: 'Кошелёк покажет сообщение. Подпись бесплатна и не отправляет транзакцию.',
    cancel: 'Отмена',
  },
  'embedded-account': { signedInAs: 'Вы вошли как', changeEmail: 'Сменить почту' },
  'networks-view': {
    active: 'Активна',
    switchFailed: 'Не удалось сменить сеть',
    unsupportedTitle: 'Сменить сеть',
    unsupportedBody: 'Это приложение не поддерживает вашу текущую сеть. Чтобы продолжить, переключитесь на доступную.',
    disconnect: 'Отключить',
    switchingDisabled: 'Смена сети в этом приложении отключена',
    namespaceWallets: { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot' },
    connectTitle: (wallets: string) => `Подключить ${wallets}-кошелёк`,
    connectDescription: (wallets: string, network: string) =>
      `Чтобы работать в сети ${network}, подключите один из этих ${wallets}-кошельков. Другие аккаунты останутся подключены.`,
  },
  'nfts-view': {
    empty: 'NFT пока нет',
    emptyHint: 'Здесь появятся NFT, которые этот аккаунт получит в этой сети',
    failed: 'Не удалось загрузить транзакции',
    retry: 'Повторить',
    loading: 'Загрузка NFT',
    region: 'NFT этого аккаунта',
    tokenId: (id: string) => `#${id}`,
  },
  'receive-view': {
    qrLabel: (address: string) => `QR-код адреса ${address}`,
    addressLabel: 'Ваш адрес',
    copy: 'Скопировать адрес',
    copied: 'Скопировано',
    copiedToast: 'Адрес скопирован',
    copyFailed: 'Не удалось скопировать: выделите адрес и скопируйте его вручную',
    networksLabel: 'Сети, в которых можно получать',
    warning: (networks: string) =>
      `Отправляйте на этот адрес только активы из сетей: ${networks}. Активы, отправленные из других сетей, могут быть потеряны.`,
    notConnected: 'Подключите кошелёк, чтобы получать средства',
  },
  'siwx-sign-message-view': {
    headline: (app: string) => `${app} просит вас войти`,
    fallbackAppName: 'Это приложение',
    body: 'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт ваш. Подпись бесплатна: транзакция не отправляется.',
    sign: 'Войти',
    cancel: 'Отмена',
    disconnect: 'Отключить',
    requiredHint: 'Чтобы оставаться подключённым, в этом приложении нужно войти.',
    failed: 'Подпись отклонена',
    appIconAlt: 'Значок приложения',
  },
  errors: {
    SIWX_INIT_FAILED: 'Не удалось начать вход',
    SIWX_MESSAGE_INVALID: 'Неверное сообщение для входа',
    SIWX_SERVER_REFUSED: 'Сервер отказал во входе',
    SIWX_SERVER_RESPONSE_INVALID: 'Сервер входа ответил не так, как ожидалось',
    SIWX_SESSION_INVALID: 'Недействительная сессия входа',
    SIWX_SIGNATURE_DECLINED: 'Подпись отклонена',
    SIWX_SMART_ACCOUNT_UNSUPPORTED: 'Возможно, это приложение не поддерживает смарт-аккаунты',
    TRANSACTIONS_FETCH_FAILED: 'Не удалось загрузить транзакции',
  },
}
