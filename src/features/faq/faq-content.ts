import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface FaqEntry {
  id: string
  question: MessageDescriptor
  answer: MessageDescriptor
}

/** The FAQ (spec §2 /faq): translated where it renders. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'what',
    question: msg`O que é o Celeiro?`,
    answer: msg`O Celeiro é o sistema de administração da sua igreja: cadastro de membros e visitantes, usuários e funções, patrimônio, receitas, despesas, dízimos, repasses, calendário e campanhas. Convenções, campos eclesiásticos, setores regionais e igrejas usam o mesmo sistema, e cada pessoa vê a parte da organização que lhe cabe.`,
  },
  {
    id: 'offline',
    question: msg`Posso usar o Celeiro sem internet?`,
    answer: msg`Sim. Depois do primeiro acesso com internet, o aplicativo abre e funciona no aparelho mesmo sem conexão. O que você registrar fica guardado no aparelho e é enviado ao servidor automaticamente quando a conexão voltar. Não limpe os dados do navegador enquanto houver alterações não enviadas.`,
  },
  {
    id: 'install',
    question: msg`Como instalo o aplicativo no celular?`,
    answer: msg`No Android, abra o Celeiro no Chrome, toque no menu (⋮) e escolha "Instalar aplicativo" ou "Adicionar à tela inicial". No iPhone, abra no Safari, toque em Compartilhar e depois em "Adicionar à Tela de Início". O ícone do Celeiro aparece junto dos outros aplicativos e abre em tela cheia.`,
  },
  {
    id: 'access',
    question: msg`Quem vê o quê?`,
    answer: msg`Cada usuário tem uma função (por exemplo, Tesoureiro ou Secretário) com permissões de ver, incluir, editar e excluir cada cadastro; o menu mostra apenas o que a sua função permite. O nível da função e o lugar do usuário na hierarquia definem o alcance: quem está numa igreja vê aquela igreja; quem está num setor, campo ou convenção vê as igrejas abaixo dele. O nível 0 (administrador) vê toda a organização.`,
  },
  {
    id: 'password',
    question: msg`Esqueci minha senha. E agora?`,
    answer: msg`Na tela de entrada, toque em "Esqueci minha senha" e informe o seu e-mail. Você receberá um link válido por 2 horas para criar uma nova senha. Se o e-mail não chegar, confira a caixa de spam ou peça ao administrador da sua igreja para verificar o seu cadastro. Para trocar a senha estando conectado, use o seu Perfil.`,
  },
  {
    id: 'language',
    question: msg`Como mudo o idioma?`,
    answer: msg`O Celeiro está em português, inglês e espanhol. Ele usa o idioma do seu navegador, e você pode escolher outro no seletor de idioma; a escolha fica guardada neste aparelho. Datas, números e valores em dinheiro seguem o idioma escolhido.`,
  },
  {
    id: 'privacy',
    question: msg`Como o Celeiro protege os dados dos membros (LGPD)?`,
    answer: msg`Pela LGPD, a filiação religiosa é um dado pessoal sensível. Por isso cada função recebe apenas os dados de que precisa, as senhas são guardadas de forma que ninguém consegue lê-las e a conexão com o servidor é protegida. O membro pode pedir à igreja acesso aos seus dados ou a correção deles. Ao sair do Celeiro, os dados guardados neste aparelho são apagados.`,
  },
  {
    id: 'tithes',
    question: msg`Como funcionam os dízimos e o repasse?`,
    answer: msg`O dízimo é registrado por membro, com valor e data, e o Celeiro mostra quem está em dia. Os valores ficam sempre em reais, com centavos exatos. O repasse é a parte da receita que a igreja envia à sua sede, ao campo ou à convenção: defina o percentual de cada repasse e o Celeiro calcula o valor devido a cada período.`,
  },
  {
    id: 'first-access',
    question: msg`O que funciona sem internet logo no primeiro acesso?`,
    answer: msg`No primeiro acesso com internet, o Celeiro recebe os dados da sua igreja e guarda as telas no aparelho. Quando o aviso "Pronto para usar sem internet" aparece, tudo funciona sem conexão: membros, visitantes, dízimos, modo culto, receitas, despesas, calendário, patrimônio e relatórios. Uma tela que ainda não foi guardada avisa e abre sozinha quando o sinal voltar; nada do que você digitou se perde.`,
  },
  {
    id: 'service-mode',
    question: msg`O que é o modo culto?`,
    answer: msg`É a tela para registrar dízimos e ofertas durante o culto, um atrás do outro, mesmo sem sinal: toque em "Abrir modo culto" no Início ou em "Modo culto" na tela de Dízimos. Cada lançamento mostra se ainda está só no aparelho ou se já foi enviado. No fim, faça a conferência do caixa contando as notas e moedas: o Celeiro compara com o total lançado e mostra se faltou ou sobrou.`,
  },
  {
    id: 'registration-link',
    question: msg`Como um membro faz o próprio cadastro?`,
    answer: msg`Em Cadastro de membros, toque em "Link de cadastro" e compartilhe o link da sua igreja (por WhatsApp, por exemplo). Quem abrir o link preenche os próprios dados e aceita o termo de consentimento; o cadastro chega como pendente, e a igreja o aprova antes de ele contar como membro.`,
  },
  {
    id: 'calendar',
    question: msg`O que aparece no calendário?`,
    answer: msg`Os eventos e campanhas das igrejas que você acompanha e os vencimentos de receitas, despesas e passivos, mês a mês. Em "Exportar (.ics)", o mês vira um arquivo para importar no Google Agenda ou no calendário do celular.`,
  },
  {
    id: 'assets',
    question: msg`Como controlo o patrimônio?`,
    answer: msg`Em Patrimônio, cadastre os bens da igreja e, dentro de cada um, os itens, com as entradas e saídas de cada um e a quantidade em estoque. O inventário pode ser baixado como planilha.`,
  },
  {
    id: 'cash-flow',
    question: msg`Por que o fluxo de caixa vai só até 6 meses?`,
    answer: msg`O fluxo de caixa é montado no próprio aparelho, também sem internet, e um período de até 6 meses cabe com folga num celular simples. Para ver um ano inteiro, gere um semestre de cada vez.`,
  },
  {
    id: 'notifications',
    question: msg`Por que os lembretes não chegam no iPhone?`,
    answer: msg`No iPhone e no iPad (Safari), os lembretes de contas e eventos aparecem enquanto o Celeiro está aberto: o Safari não deixa o aplicativo verificar os vencimentos em segundo plano. No Android, instale o aplicativo e ative as notificações no seu Perfil para recebê-los também com o app fechado. Os lembretes do dia ficam sempre na seção Lembretes do Início.`,
  },
  {
    id: 'subscription',
    question: msg`Como funcionam o teste grátis e a assinatura?`,
    answer: msg`Toda organização começa com 30 dias grátis. O plano é escolhido pelo número de membros e pode ser trocado em Assinatura, onde também ficam as faturas, pagas por PIX, boleto ou cartão de crédito. O que já foi registrado nunca é apagado por causa de uma fatura em atraso.`,
  },
]
