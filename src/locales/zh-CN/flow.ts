import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': '开设账户',
  'flow.progress': '进度',
  'flow.stepOf': '第{n}步，共{total}步',
  'flow.announce': '第{n}步，共{total}步：{title}',
  'flow.completedStep': '（已完成）',
  'flow.back': '返回',
  'flow.continue': '继续',
  'flow.loading': '正在加载您的申请…',
  'flow.loadFailed': '无法加载您的申请：{message}',
  'flow.retry': '重试',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': '账户类型',
  'flow.step.details': '您的资料',
  'flow.step.details.business': '企业资料',
  'flow.step.documents': '文件',
  'flow.step.liveness': '自拍验证',
  'flow.step.verification': '账户验证',
  'flow.step.account': '账户信息',
  'flow.title.customer-type': '您要为谁开设账户？',
  'flow.title.details': '请填写您的个人资料',
  'flow.title.details.business': '请填写企业资料',
  'flow.title.documents': '上传您的文件',
  'flow.title.documents.business': '上传企业的文件',
  'flow.title.liveness': '进行自拍验证',
  'flow.title.verification': '您的申请',
  'flow.title.account': '您的账户已就绪',

  // Choosing the account type.
  'flow.type.legend': '选择要为谁开设账户',
  'flow.type.individual': '我本人（个人）',
  'flow.type.individual.hint': '以您本人名义开设的个人账户。',
  'flow.type.business': '企业',
  'flow.type.business.hint': '公司、合伙企业、个体经营者或信托。',
  'flow.type.required': '请选择要为谁开设账户',
  'flow.type.creating': '正在开设您的账户…',
  'flow.type.failed': '无法开设您的账户：{message}',

  // Documents.
  'flow.documents.intro': '照片或扫描件必须显示完整的文件，四个角都要清晰可见，文字清楚可读。',
  'flow.documents.intro.business': '请上传企业官方文件的清晰副本。',
  'flow.documents.idChoice': '您将上传哪种身份证件？',
  'flow.documents.idChoice.passport': '护照',
  'flow.documents.idChoice.card': '驾照或国民身份证（正反面）',
  'flow.documents.idChoice.required': '请选择您将上传的身份证件',
  'flow.documents.identity': '身份证件',
  'flow.documents.address': '您的地址',
  'flow.documents.business': '企业文件',
  'flow.documents.trustDeedOptional': '信托契据（仅限信托）',
  'flow.documents.trustDeedHint': '设立该信托的已签署契据，包括所有附表。',
  'flow.documents.registrationHint': '注册证书或公司成立证书。',
  'flow.documents.alreadyUploaded': '已上传：{list}。仅在需要替换时才重新上传。',
  'flow.documents.missing': '请上传{document}',
  'flow.documents.busy': '请等待上传完成后再继续',

  // Verification and the account.
  'flow.owners.send': '提交更新后的资料',
  'flow.owners.sent': '更新后的资料已提交。',
  'flow.account.activating': '正在开通收款…',
  'flow.account.failed': '无法开通收款：{message}',
};
