/**
 * Common passwords refused on the server (case-insensitive). The rule (upper, lower, digit,
 * special) already refuses "123456"; what gets through it is a common word dressed up:
 * "Senha@123", "Mudar@123", "Brasil@2024", "P@ssw0rd1". So a password is refused when it is on
 * the list, or when its core (lower-cased, leading/trailing digits and symbols removed,
 * leetspeak undone) is on the list.
 */
const LIST = `
123456 123456789 12345678 12345 1234567 1234567890 111111 000000 123123 654321 666666 121212
112233 123321 7777777 888888 987654321 159753 147258369 123qwe qwe123 abc123 a123456 1q2w3e4r
1qaz2wsx qwerty qwertyuiop qwerty123 asdfgh asdfghjkl zxcvbnm azerty aaaaaa abcdef abcdefg
password passw0rd password1 pass passwd senha senha1 senha123 minhasenha novasenha suasenha
mudar mudar123 mudarsenha trocar trocarsenha alterar alterarsenha acesso acessar entrar
admin administrador administrator adm root user usuario usuaria teste test tester demo
default padrao guest convidado login logon welcome bemvindo bemvinda bienvenido secret segredo
secreto master mestre letmein iloveyou iloveu loveyou teamo teamomuito amor amorzinho amore
eutamo euteamo meuamor meuamorzinho minhavida vida felicidade feliz alegria paz esperanca
brasil brazil brasileiro brasileira saopaulo riodejaneiro rio sampa bahia minas minasgerais
curitiba recife fortaleza salvador goiania manaus belem campinas santos portoalegre
flamengo corinthians palmeiras santos gremio internacional cruzeiro atletico vasco botafogo
fluminense saopaulofc bahiafc sport vitoria coritiba mengao timao verdao porco tricolor
futebol futbol football soccer baseball basketball hockey golf tennis
jesus jesuscristo cristo deus deusefiel deuseamor deusefiel deusmeguie deusebom deuseperfeito
senhor senhorjesus jeova jehova yahweh javé emanuel emmanuel messias salvador aleluia amem
amen gloria gloriaadeus graca graça fe fiel igreja igrejas templo culto louvor adoracao
oracao biblia bible evangelho gospel pastor pastora missionario missionaria diacono
presbitero obreiro irmao irma irmaos familia family celeiro tesouraria tesoureiro secretaria
secretario dizimo oferta ministerio assembleia batista presbiteriana metodista
iglesia dios diosesamor jesucristo contrasena contraseña clave amigo amiga amigos
dragon monkey shadow sunshine princess princesa princesinha football baseball superman
batman spiderman starwars pokemon naruto goku matrix hello hola ola oi olamundo helloworld
freedom whatever trustno1 michael jennifer jordan hunter ranger buster thomas robert
daniel daniela gabriel gabriela rafael rafaela lucas mateus matheus pedro joao jose maria
mariana ana ananda julia juliana fernanda fernando carlos carla paulo paula marcos marcia
bruno bruna felipe leticia beatriz camila amanda aline patricia adriana luana larissa
vitoria victoria isabela isabel sofia sophia laura alice miguel arthur heitor bernardo
davi david samuel benjamin enzo valentina helena manuela giovanna eduardo eduarda
andre andreia ricardo renato roberto rodrigo sergio silvia simone tatiana vanessa
charlie jessica ashley nicole amanda summer winter spring autumn flower flores rosa
sol lua estrela estrelas ceu mar praia casa carro dinheiro money trabalho escola
computador internet google facebook instagram whatsapp microsoft apple samsung
cachorro gato gatinho gatinha bebe baby babygirl mamae papai mae pai filho filha
chocolate cookie banana abacaxi morango pizza
qazwsx asdf1234 zaq12wsx 1qaz 2wsx q1w2e3r4 q1w2e3r4t5 1q2w3e 1q2w3e4r5t
abc abcd abcd1234 abc12345 aa123456 a1b2c3 a1b2c3d4 asd123 asdasd qweasd qweasdzxc
changeme change trocame cambiar cambiame temporal temporaria temporario provisoria
empresa escritorio financeiro financeira contabil rh suporte support helpdesk
`

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
}

const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean).map(normalise))

/** Core of a password: lower-case, accents and leading/trailing non-letters removed, leetspeak undone. */
function coreOf(password: string): string {
  const core = normalise(password).replace(/^[^a-z]+|[^a-z]+$/g, '')
  return [...core].map((ch) => LEET[ch] ?? ch).join('')
}

export function isCommonPassword(password: string): boolean {
  const lower = normalise(password)
  if (COMMON.has(lower)) return true
  const core = coreOf(password)
  return core.length > 0 && COMMON.has(core)
}

/** How many entries the list holds (documented, and checked by a test). */
export const COMMON_PASSWORD_COUNT = COMMON.size
