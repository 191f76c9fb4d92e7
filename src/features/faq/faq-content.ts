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
]
