// How descriptions say *when* to use a skill, in the languages skills are written in: data for
// skill-description's heuristic. Each phrasing keeps examples it must recognise (`says`) and, per
// language, descriptions that only say *what* and must not pass (`whatOnly`); test/rules checks both.
// A description in a script or language not listed here is not judged: silence beats a wrong warning.

export type WhenLanguage = "en" | "fr" | "es" | "de" | "pt" | "it" | "ja" | "ko" | "zh";

export interface WhenPattern {
  language: WhenLanguage;
  /**
   * Latin-script languages: tested against the description lower-cased, accents removed, curly
   * apostrophes straightened, hyphens as spaces. Japanese, Korean, Chinese: against its NFKC form
   * (full-width letters folded, kana and Hangul kept whole).
   */
  pattern: RegExp;
  /** Phrases it recognises (unit-tested). */
  says: readonly string[];
}

export const WHEN_PATTERNS: readonly WhenPattern[] = [
  { language: "en", pattern: /\bwhen(ever)?\s*(:|\w)/, says: ["Use when the user asks to rotate logs", "Reviews code whenever a pull request is opened."] },
  { language: "en", pattern: /\buse (it |this( skill)? |me )?(for|to|if|on|after|before|during|while)\b/, says: ["Use this for requests about invoices"] },
  { language: "en", pattern: /\b(should be|is|are|gets?) (used|invoked|triggered|applied|loaded|activated|selected) (for|if|on|after|before|during|while)\b/, says: ["This skill should be used for release notes"] },
  { language: "en", pattern: /\bif (the |a )?(user|you|asked|someone|anyone)\b/, says: ["Helps if the user mentions PDFs"] },
  { language: "en", pattern: /\bfor (requests?|questions?|tasks?|prompts?) (like|such as|about|to|that|involving|on)\b/, says: ["For requests like 'draft the changelog'"] },
  { language: "en", pattern: /\btrigger(s|ed)?( on| by| for|:| phrases| words)/, says: ["Triggers on 'deploy', 'ship it'"] },
  { language: "en", pattern: /\b(invoke|apply|load|activate|call) (it |this( skill)? )?(for|if|on|after|before|during)\b/, says: ["Invoke it for schema changes"] },

  { language: "fr", pattern: /\ba utiliser (quand|lorsqu|si|pour|des|en cas|dans|apres|avant|pendant)/, says: ["À utiliser quand on demande une migration"] },
  { language: "fr", pattern: /\butilise(r|z|s)?( la| le| cette skill| ce skill)? (quand|lorsqu|si|pour|des que|en cas)/, says: ["Utilisez-la pour relire une migration"] },
  { language: "fr", pattern: /\b(quand|lorsqu[e'])/, says: ["Lorsque l'utilisateur demande un déploiement"] },
  { language: "fr", pattern: /\b(des que|si (l'utilisateur|on|vous|tu)|se declenche|en cas de)\b/, says: ["Se déclenche sur « migration »", "Prépare la livraison dès que la branche est prête."] },

  { language: "es", pattern: /\b(cuando|si el usuario|siempre que|en caso de)\b/, says: ["Úsala cuando el usuario pida un informe", "Genera facturas siempre que se cierre un pedido."] },
  { language: "es", pattern: /\b(usa(la|lo|r)?|utiliza(la|lo|r)?|usese|utilicese) (para|si|ante|tras|antes de|al)\b/, says: ["Úsala para revisar migraciones de bases de datos.", "Utilízalo al preparar una versión."] },

  { language: "de", pattern: /\b(wenn|sobald|falls|immer dann)\b/, says: ["Verwenden, wenn der Benutzer einen Bericht braucht", "Sobald ein Release ansteht, prüft es die Changelogs."] },
  { language: "de", pattern: /\b(verwende(n|t)?|nutze(n)?|benutze(n)?|einsetzen) (fur|bei|zum|zur|nach|vor)\b/, says: ["Verwenden für Fragen zu Rechnungen.", "Nutzen bei Datenbankmigrationen."] },
  { language: "de", pattern: /\bbei (anfragen|fragen|aufgaben|wunsch|bedarf)\b/, says: ["Hilft bei Anfragen zu PDF-Dateien."] },

  { language: "pt", pattern: /\b(quando|sempre que|em caso de|se o (usuario|utilizador))\b/, says: ["Use quando o usuário pedir um relatório", "Gera notas sempre que uma versão é publicada."] },
  { language: "pt", pattern: /\b(use|usar|utilize|utilizar|usa la|use a|use o|use esta skill) (para|se|ao|apos|antes de|durante)\b/, says: ["Use para revisar migrações de banco de dados.", "Utilize ao preparar uma nova versão."] },

  { language: "it", pattern: /\b(quando|ogni volta che|nel caso (in cui|di)|se l'utente|qualora)\b/, says: ["Usalo quando l'utente chiede un report", "Se l'utente menziona un PDF, estrae il testo."] },
  { language: "it", pattern: /\b(usa(lo|la|re)?|utilizza(lo|la|re)?) (per|se|dopo|prima di|durante)\b/, says: ["Usala per rivedere le migrazioni del database.", "Utilizzare dopo ogni rilascio."] },

  // 時/とき/際/場合 + particle: 「…する時に使用」「…時にのみ使用」「…の際に」「…と言った場合」.
  { language: "ja", pattern: /(?<![同実国当臨瞬常随])(時|とき|際|場合)(に|は|で|の|、|,|のみ|だけ|\s)/, says: ["PDFの作成を依頼された時にのみ使用", "ユーザーが請求書について尋ねたときに使う", "デプロイの際に呼び出す", "ユーザーが「まとめて」と言った場合、議事録を作成する"] },
  // 〜たら / 〜れば / 〜なら: 「頼まれたら使う」.
  { language: "ja", pattern: /(たら|れば|なら)(、|,|\s|使|呼|実行|起動)/, says: ["レビューを頼まれたら、差分を確認する", "PDFが添付されていれば使用"] },
  // 〜に使用 / 〜のために使う: "use for …", counted as in English.
  { language: "ja", pattern: /(に|ために|で)(使用|使う|使って|利用|呼び出)/, says: ["請求書の作成に使用します"] },

  // -(으)면 "if/when", 때 "at the time", 경우 "in case": 「사용자가 …하면」「…할 때 사용」「…인 경우」.
  { language: "ko", pattern: /[가-힣](?<![화측표전지양단정평내외방국대])면(\s|,|$|서)/, says: ["사용자가 PDF 병합을 요청하면 사용합니다", "리뷰를 부탁받으면, 변경 사항을 확인한다"] },
  { language: "ko", pattern: /때(에|는|마다|만)?(\s|,|$)/, says: ["릴리스 노트를 작성할 때 사용", "배포할 때마다 실행"] },
  { language: "ko", pattern: /(경우|상황)(에|에는|에만)?(\s|,|$)/, says: ["사용자가 청구서를 묻는 경우에 사용"] },
  { language: "ko", pattern: /(위해|위한|데|에) (사용|이용|쓰)/, says: ["데이터베이스 마이그레이션 검토에 사용합니다"] },

  // 当…时 / …的时候 / 如果 / 用于: 「当用户要求…时使用」「需要合并 PDF 时」「用于审查迁移」.
  { language: "zh", pattern: /(?<![同及实實准準按临臨随隨暂暫])(时|時|的时候|的時候)(使用|调用|調用|触发|觸發|，|,|。|\s|$)/, says: ["当用户要求生成报告时使用", "需要合并 PDF 时，调用此技能", "用戶詢問發票的時候使用"] },
  { language: "zh", pattern: /(如果|若是|假如|一旦|每当|每當|当用户|當用戶)/, says: ["如果用户提到 PDF，提取其文本"] },
  { language: "zh", pattern: /(用于|用於|适用于|適用於|适用|適用)/, says: ["用于审查数据库迁移"] },
];

/** Descriptions that say only what a skill does, per language: none of the patterns may match them. */
export const WHAT_ONLY: Readonly<Record<WhenLanguage, readonly string[]>> = {
  en: ["Drafts release notes from merged pull requests.", "A helper for PDFs.", "Useful PDF helpers."],
  fr: ["Ajoute et relit des migrations Entity Framework Core."],
  es: ["Herramienta para crear informes a partir de hojas de cálculo."],
  de: ["Erstellt Berichte aus Tabellen und Datenbanken."],
  pt: ["Ferramenta para gerar relatórios a partir de planilhas."],
  it: ["Strumento per creare report a partire da fogli di calcolo."],
  ja: ["PDFファイルを結合し、テキストを抽出するツール。", "複数のPDFを同時に結合し、実際に保存するツール。"],
  ko: ["PDF 파일을 병합하고 텍스트를 추출하는 도구입니다.", "화면을 캡처하고 표면 결함을 찾는 도구입니다."],
  zh: ["合并 PDF 文件并提取文本的工具。", "同时合并 PDF 文件，并提取文本。"],
};

/**
 * Words frequent in Latin-script languages the patterns do not cover (Dutch, the Scandinavian
 * languages, Polish, Czech, Turkish, Indonesian, Vietnamese…): two of them, and a description is in a
 * language the heuristic cannot judge.
 */
export const UNJUDGED_LATIN_WORDS: ReadonlySet<string> = new Set([
  // Dutch
  "het", "een", "van", "wanneer", "gebruik", "voor", "niet", "deze", "bestanden", "maakt",
  // Swedish, Danish, Norwegian
  "och", "att", "för", "når", "när", "eller", "filer", "og", "ikke", "bruk", "används",
  // Polish, Czech, Slovak
  "się", "nie", "dla", "oraz", "kiedy", "gdy", "plików", "jako", "když", "souborů",
  // Turkish
  "bir", "ve", "için", "olarak", "dosyaları", "kullanıcı",
  // Indonesian, Malay
  "yang", "dan", "untuk", "dengan", "ketika", "jika", "pengguna",
  // Vietnamese
  "và", "của", "cho", "khi", "người", "dùng",
]);
