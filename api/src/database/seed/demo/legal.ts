// Legal texts of the demo business. They serve twice: as the bodies of the legal pages
// (content.ts) and as the *Text fields of the configuration (config.ts).
//
// All company data is invented. The UID number deliberately fails the Austrian check-digit
// test, so it cannot belong to a real company.

export const COMPANY = {
  shopName: 'Backstube Huber',
  businessName: 'Backstube Huber GmbH',
  street: 'Hauptstraße 39',
  zipCode: '4040',
  city: 'Linz',
  phone: '+43 732 73 18 60',
  email: 'hallo@backstube-huber.example',
  website: 'https://www.backstube-huber.example',
  vatNo: 'ATU63827105',
  companyRegisterNo: 'FN 418273 h',
  companyRegisterCourt: 'Landesgericht Linz',
  managingDirectors: 'Maria Huber, Thomas Huber',
} as const;

export const TERMS_HTML = `<h2>Allgemeine Geschäftsbedingungen</h2>
<p>Stand: 1. Jänner 2026</p>

<h3>1. Geltungsbereich</h3>
<p>Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen, die Sie über unseren Onlineshop, telefonisch oder in unseren Filialen bei der ${COMPANY.businessName}, ${COMPANY.street}, ${COMPANY.zipCode} ${COMPANY.city} (im Folgenden „wir“), aufgeben. Abweichende Bedingungen der Kundin oder des Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.</p>

<h3>2. Vertragsabschluss</h3>
<p>Die Darstellung der Produkte im Onlineshop ist kein verbindliches Angebot, sondern eine Einladung zur Bestellung. Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir Ihre Bestellung bestätigen; die Bestätigung erhalten Sie per E-Mail und auf der Statusseite Ihrer Bestellung. Können wir eine Bestellung zum gewünschten Zeitpunkt nicht erfüllen, schlagen wir Ihnen einen anderen Termin vor oder lehnen die Bestellung ab. Einen vorgeschlagenen Termin können Sie annehmen oder ablehnen; bei Ablehnung wird die Bestellung storniert.</p>

<h3>3. Preise</h3>
<p>Alle Preise sind in Euro angegeben und enthalten die gesetzliche Umsatzsteuer. Bei Waren, die nach Gewicht verkauft werden (z.&nbsp;B. Bauernbrot vom Laib, Aufschnitt, Maroni), ist der angezeigte Preis ein ungefährer Preis („ca.“); verrechnet wird das tatsächliche Gewicht beim Abwiegen. Mit „ab“ gekennzeichnete Preise sind Mindestpreise. Bei Produkten ohne Preisangabe, etwa Hochzeitstorten, erhalten Sie vor der Herstellung ein verbindliches Angebot.</p>

<h3>4. Abholung, Lieferung und Konsumation vor Ort</h3>
<p>Abholbestellungen halten wir zum gewählten Termin in der gewählten Filiale bereit. In der Filiale Linz-Urfahr nehmen wir ausschließlich Vorbestellungen mit Abholtermin an.</p>
<p>Zustellungen bieten wir von der Filiale Wien-Neubau in die im Bestellvorgang angeführten Liefergebiete zu den dort angegebenen Lieferzeiten an. Für jedes Liefergebiet gilt ein Mindestbestellwert; die Liefergebühr wird vor dem Absenden der Bestellung angezeigt und entfällt ab dem jeweils angegebenen Bestellwert. Ist bei der Zustellung niemand erreichbar, nehmen wir die Ware wieder mit; eine erneute Zustellung verrechnen wir gesondert.</p>
<p>Bestellungen am Tisch (Filiale Graz) servieren wir an den beim Bestellen gewählten Tisch.</p>

<h3>5. Vorlaufzeiten</h3>
<p>Ganze Torten benötigen mindestens zwei Tage, Catering-Platten mindestens einen Tag und Hochzeitstorten mindestens drei Wochen Vorlaufzeit. Der Onlineshop bietet nur Termine an, die diese Vorlaufzeiten einhalten.</p>

<h3>6. Bezahlung</h3>
<p>Je nach Filiale können Sie bar, mit Bankomat- oder Kreditkarte bei Abholung bzw. Übergabe oder online über unseren Zahlungsdienstleister bezahlen. Bei Online-Zahlung wird der Betrag mit Abschluss des Bezahlvorgangs belastet. Bei Waren nach Gewicht wird bei Online-Zahlung der ungefähre Preis belastet und eine allfällige Differenz bei Übergabe ausgeglichen.</p>

<h3>7. Kein Rücktrittsrecht</h3>
<p>Verbraucherinnen und Verbraucher haben bei Lebensmitteln, die schnell verderben können, kein Rücktrittsrecht (§ 18 Abs. 1 Z 4 FAGG). Dasselbe gilt für Waren, die nach Ihren Vorgaben angefertigt werden, etwa Torten mit Aufschrift oder Fotoaufleger (§ 18 Abs. 1 Z 3 FAGG). Ganze Torten können Sie bis 48 Stunden vor dem Abholtermin kostenlos stornieren; danach verrechnen wir den vollen Preis.</p>

<h3>8. Fotos für Tortenaufleger</h3>
<p>Mit dem Hochladen eines Fotos bestätigen Sie, dass Sie die erforderlichen Rechte daran besitzen und die abgebildeten Personen einverstanden sind. Wir behalten uns vor, Motive mit rechtswidrigem oder anstößigem Inhalt abzulehnen.</p>

<h3>9. Gewährleistung und Reklamationen</h3>
<p>Es gelten die gesetzlichen Gewährleistungsbestimmungen. Bitte prüfen Sie die Ware bei Übergabe und melden Sie Mängel möglichst sofort in der Filiale, telefonisch oder per E-Mail an ${COMPANY.email}.</p>

<h3>10. Allergene</h3>
<p>Die Allergenkennzeichnung unserer Produkte finden Sie beim jeweiligen Produkt und auf unserer Seite Allergeninformation. In unseren Backstuben werden alle 14 Hauptallergene verarbeitet; Spuren können daher nie ganz ausgeschlossen werden.</p>

<h3>11. Haftung</h3>
<p>Wir haften für Schäden nur bei Vorsatz oder grober Fahrlässigkeit. Diese Einschränkung gilt nicht für Personenschäden und nicht, soweit zwingende Bestimmungen des Konsumentenschutzgesetzes entgegenstehen.</p>

<h3>12. Schlussbestimmungen</h3>
<p>Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen und des UN-Kaufrechts. Für Verbraucherinnen und Verbraucher gilt diese Rechtswahl nur, soweit dadurch der Schutz zwingender Bestimmungen des Staates ihres gewöhnlichen Aufenthalts nicht entzogen wird. Gerichtsstand für Unternehmer ist Linz. Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen davon unberührt.</p>`;

export const PRIVACY_HTML = `<h2>Datenschutzerklärung</h2>
<p>Stand: 1. Jänner 2026</p>
<p>Der Schutz Ihrer Daten ist uns wichtig. Wir verarbeiten personenbezogene Daten ausschließlich auf Grundlage der Datenschutz-Grundverordnung (DSGVO), des österreichischen Datenschutzgesetzes (DSG) und des Telekommunikationsgesetzes 2021 (TKG 2021). Hier informieren wir Sie darüber, welche Daten wir beim Besuch dieser Website und bei einer Bestellung verarbeiten.</p>

<h3>1. Verantwortliche</h3>
<p>${COMPANY.businessName}<br>${COMPANY.street}<br>${COMPANY.zipCode} ${COMPANY.city}<br>Telefon: ${COMPANY.phone}<br>E-Mail: <a href="mailto:datenschutz@backstube-huber.example">datenschutz@backstube-huber.example</a></p>

<h3>2. Bestellungen</h3>
<p>Wenn Sie bestellen, verarbeiten wir Vor- und Nachname, gegebenenfalls Firma und UID-Nummer, Telefonnummer, E-Mail-Adresse, bei Lieferung die Lieferadresse, die bestellten Produkte samt Ihrer Auswahl (z.&nbsp;B. Tortengröße, Aufschrift, hochgeladene Fotos für Tortenaufleger), den gewünschten Termin, den gewählten Tisch, Ihre Anmerkungen, die Zahlungsart und den Bestellstatus. Die Daten benötigen wir, um Ihre Bestellung anzunehmen, herzustellen, zu übergeben bzw. zuzustellen und abzurechnen (Art. 6 Abs. 1 lit. b DSGVO). Über Ihre Bestellung informieren wir Sie per E-Mail.</p>
<p>Rechnungsrelevante Daten bewahren wir aufgrund der unternehmensrechtlichen und steuerrechtlichen Aufbewahrungspflichten sieben Jahre auf (§ 132 BAO, § 212 UGB; Art. 6 Abs. 1 lit. c DSGVO). Hochgeladene Fotos für Tortenaufleger löschen wir 30 Tage nach der Übergabe der Torte.</p>

<h3>3. Bezahlung</h3>
<p>Bei Online-Zahlung werden Sie zu unserem Zahlungsdienstleister Mollie B.V., Amsterdam, Niederlande, weitergeleitet. Dort geben Sie Ihre Zahlungsdaten direkt ein; wir erhalten nur die Information, ob und wann die Zahlung erfolgt ist. Bei Kartenzahlung in der Filiale verarbeitet der Betreiber des Kartenterminals die Zahlungsdaten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.</p>

<h3>4. Bewertungen und Spenden</h3>
<p>Nach Abschluss einer Bestellung können Sie uns freiwillig bewerten. Die Bewertung speichern wir zusammen mit der Bestellung, um unser Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Wählen Sie bei der Bestellung eine Organisation für unsere Spende aus, speichern wir diese Auswahl bei der Bestellung; an die Organisation geben wir keine personenbezogenen Daten weiter.</p>

<h3>5. Kontaktformular</h3>
<p>Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir Betreff, Name, Telefonnummer, E-Mail-Adresse und Ihre Nachricht, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b bzw. f DSGVO). Die Daten löschen wir, sobald die Anfrage erledigt ist und keine Aufbewahrungspflichten bestehen.</p>

<h3>6. Cookies, lokale Speicherung und Einwilligung</h3>
<p>Für den Betrieb des Onlineshops speichern wir technisch notwendige Informationen in Ihrem Browser: Ihren Warenkorb (im Sitzungsspeicher, getrennt je Filiale, gelöscht beim Schließen des Browserfensters), Ihre gewählte Bestellart und – wenn Sie die App installieren – die Dateien für den Offline-Betrieb. Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 165 Abs. 3 TKG 2021).</p>
<p>Beim ersten Besuch fragen wir Sie über ein Hinweisfenster um Ihre Einwilligung zu Cookies und ähnlichen Technologien. Erst wenn Sie auf „Akzeptieren“ klicken, setzen wir ein Einwilligungs-Cookie mit einer Laufzeit von 365 Tagen und laden zusätzliche Funktionen: die Standortkarte (siehe Punkt 7) und eine anonyme Reichweitenmessung auf unserem eigenen Server (Seitenaufrufe, Warenkorb- und Bestellereignisse ohne Namen oder Kontaktdaten). Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können die Einwilligung jederzeit widerrufen, indem Sie die Cookies dieser Website in Ihrem Browser löschen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt. Lehnen Sie das Installieren der App ab, merken wir uns das einen Monat lang in einem Cookie.</p>

<h3>7. Karten</h3>
<p>Unsere Standortkarte wird nur nach Ihrer Einwilligung geladen. Anbieter ist Mapbox Inc., Washington DC, USA. Dabei werden Ihre IP-Adresse und technische Daten Ihres Browsers an Mapbox übermittelt. Mapbox ist nach dem EU-US Data Privacy Framework zertifiziert, auf dessen Grundlage die Übermittlung in die USA erfolgt (Art. 45 DSGVO).</p>

<h3>8. Schriftarten und Server-Protokolle</h3>
<p>Schriftarten liefern wir von unserem eigenen Server aus; dabei wird keine Verbindung zu Servern Dritter hergestellt. Beim Aufruf der Website speichert unser Server technische Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browserkennung) für höchstens 14 Tage, um den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO).</p>

<h3>9. Empfänger</h3>
<p>Ihre Daten erhalten nur die Mitarbeiterinnen und Mitarbeiter der zuständigen Filiale, unser Hosting-Anbieter mit Rechenzentrum in der Europäischen Union als Auftragsverarbeiter sowie gegebenenfalls der Zahlungsdienstleister. Zustellungen führen wir mit eigenem Personal durch.</p>

<h3>10. Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich dazu an <a href="mailto:datenschutz@backstube-huber.example">datenschutz@backstube-huber.example</a>. Wenn Sie glauben, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, beschweren.</p>`;

export const IMPRINT_HTML = `<h2>Impressum</h2>
<p><strong>Hinweis:</strong> Dies ist eine Demo-Installation von Bestellwerk. Die ${COMPANY.businessName} und alle hier genannten Angaben sind frei erfunden.</p>

<h3>Angaben gemäß § 5 ECG, § 14 UGB und § 25 MedienG</h3>
<p><strong>${COMPANY.businessName}</strong><br>${COMPANY.street}<br>${COMPANY.zipCode} ${COMPANY.city}<br>Österreich</p>
<p>Telefon: ${COMPANY.phone}<br>E-Mail: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a><br>Web: ${COMPANY.website}</p>

<h3>Unternehmensdaten</h3>
<ul>
<li>Rechtsform: Gesellschaft mit beschränkter Haftung</li>
<li>Unternehmensgegenstand: Bäckerei, Konditorei und Kaffeehaus</li>
<li>Sitz: ${COMPANY.city}</li>
<li>Firmenbuchnummer: ${COMPANY.companyRegisterNo}</li>
<li>Firmenbuchgericht: ${COMPANY.companyRegisterCourt}</li>
<li>UID-Nummer: ${COMPANY.vatNo}</li>
<li>Geschäftsführung: ${COMPANY.managingDirectors}</li>
</ul>

<h3>Gewerberechtliche Angaben</h3>
<ul>
<li>Gewerbe: Bäcker (Handwerk), Konditoren (Zuckerbäcker) (Handwerk), Gastgewerbe</li>
<li>Gewerbebehörde: Magistrat der Landeshauptstadt Linz</li>
<li>Kammerzugehörigkeit: Wirtschaftskammer Oberösterreich, Landesinnung der Lebensmittelgewerbe und Fachgruppe Gastronomie</li>
<li>Berufsrechtliche Vorschriften: Gewerbeordnung 1994, abrufbar unter <a href="https://www.ris.bka.gv.at">www.ris.bka.gv.at</a></li>
</ul>

<h3>Offenlegung gemäß § 25 MedienG</h3>
<p>Medieninhaberin: ${COMPANY.businessName}. Gesellschafter: Maria Huber und Thomas Huber zu je 50 %. Grundlegende Richtung: Information über Produkte, Standorte und Öffnungszeiten der Backstube Huber sowie Möglichkeit zur Online-Bestellung.</p>

<h3>Haftung für Inhalte und Links</h3>
<p>Wir erstellen die Inhalte dieser Website mit größter Sorgfalt, übernehmen aber keine Gewähr für Vollständigkeit und Aktualität. Für Inhalte externer Websites, auf die wir verlinken, sind ausschließlich deren Betreiber verantwortlich.</p>

<h3>Bildnachweis</h3>
<p>Alle Fotos: ${COMPANY.shopName}.</p>`;

/** The 14 allergens with their Austrian letter codes (Allergeninformationsverordnung). */
export const ALLERGEN_NAMES: Record<string, string> = {
  A: 'Glutenhaltiges Getreide (Weizen, Roggen, Gerste, Hafer, Dinkel, Kamut und daraus hergestellte Erzeugnisse)',
  B: 'Krebstiere und daraus hergestellte Erzeugnisse',
  C: 'Eier und daraus hergestellte Erzeugnisse',
  D: 'Fisch und daraus hergestellte Erzeugnisse',
  E: 'Erdnüsse und daraus hergestellte Erzeugnisse',
  F: 'Soja und daraus hergestellte Erzeugnisse',
  G: 'Milch und daraus hergestellte Erzeugnisse (einschließlich Laktose)',
  H: 'Schalenfrüchte (Mandeln, Haselnüsse, Walnüsse, Cashewnüsse, Pecannüsse, Paranüsse, Pistazien, Macadamianüsse) und daraus hergestellte Erzeugnisse',
  L: 'Sellerie und daraus hergestellte Erzeugnisse',
  M: 'Senf und daraus hergestellte Erzeugnisse',
  N: 'Sesamsamen und daraus hergestellte Erzeugnisse',
  O: 'Schwefeldioxid und Sulfite (ab 10 mg/kg oder 10 mg/l)',
  P: 'Lupinen und daraus hergestellte Erzeugnisse',
  R: 'Weichtiere (z. B. Schnecken, Muscheln, Tintenfische) und daraus hergestellte Erzeugnisse',
};

export const ALLERGENS_HTML = `<h2>Allergeninformation</h2>
<p>Gemäß der EU-Lebensmittelinformationsverordnung (Verordnung (EU) Nr. 1169/2011) und der österreichischen Allergeninformationsverordnung kennzeichnen wir bei jedem Produkt die enthaltenen Hauptallergene mit den folgenden Buchstaben:</p>
<ul>
${Object.entries(ALLERGEN_NAMES)
  .map(([code, name]) => `<li><strong>${code}</strong> – ${name}</li>`)
  .join('\n')}
</ul>
<p>In unseren Backstuben werden alle genannten Allergene verarbeitet. Trotz sorgfältiger Herstellung können wir daher Spuren anderer Allergene nicht ausschließen. Bei ganzen Torten und Platten hängen die Allergene von Ihrer Auswahl ab.</p>
<p>Haben Sie Fragen zu einzelnen Zutaten? Unser Team in der Filiale gibt Ihnen gerne Auskunft, oder Sie schreiben uns an <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>.</p>`;
