import type { TranslatedLocale } from '@shop/shared';
import type { CARE_NOTES, FIT_NOTE } from './catalogue-data.js';

/** A product's name and the sentence of its own (its line item's blurb), in one language. */
type NameAndBlurb = readonly [name: string, blurb: string];

/**
 * The demo products in Arabic and French, by their English names (catalogue-data.ts): shop wording as a
 * Lebanese shop writes it, Modern Standard Arabic with the names the Levant's shops give their goods
 * (بيجاما، روب، شبشب، شرشف، مخدة), prices and sizes in Latin digits.
 */
// biome-ignore format: a data table reads best one product per entry
export const ITEM_TRANSLATIONS: Readonly<Record<string, Readonly<Record<TranslatedLocale, NameAndBlurb>>>> = {
  'Lace Bralette Set': {
    ar: ['طقم صدرية دانتيل', 'صدرية مثلثة ناعمة مع سروال داخلي متناسق، بحواف من الدانتيل المشجر الرقيق.'],
    fr: ['Ensemble brassière en dentelle', 'Une brassière triangle toute douce et sa culotte assortie, bordées d’une fine dentelle fleurie.'],
  },
  'Satin Balconette Set': {
    ar: ['طقم حمالة صدر بلكونيت ساتان', 'أكواب من الساتان الناعم بحشوة خفيفة وحمالات قابلة للتعديل.'],
    fr: ['Ensemble balconnet en satin', 'Des bonnets en satin lisse légèrement rembourrés et des bretelles réglables.'],
  },
  'Seamless Comfort Set': {
    ar: ['طقم داخلي مريح بدون خياطة', 'محاك بلا خياطات فلا يظهر شيء تحت البلوزة الضيقة.'],
    fr: ['Ensemble confort sans coutures', 'Tricoté sans coutures pour ne rien laisser deviner sous un haut ajusté.'],
  },
  'Floral Cotton Pyjama Set': {
    ar: ['بيجاما قطن مشجرة للنساء', 'قميص بأزرار وبنطلون طويل من قماش البوبلين القطني المطبوع.'],
    fr: ['Pyjama en coton à fleurs', 'Une chemise boutonnée et un pantalon long en popeline de coton imprimée.'],
  },
  'Satin Piped Pyjama Set': {
    ar: ['بيجاما ساتان بحواف ملونة', 'ساتان حريري الملمس بحواف بلون مختلف على الياقة والأكمام والجيب.'],
    fr: ['Pyjama en satin à passepoils', 'Un satin soyeux avec des passepoils contrastés au col, aux poignets et à la poche.'],
  },
  'Flannel Check Pyjama Set': {
    ar: ['بيجاما فانيلا كاروهات للنساء', 'فانيلا قطنية ناعمة بنقشة كاروهات، دافئة بما يكفي لليالي الباردة.'],
    fr: ['Pyjama en flanelle à carreaux', 'Une flanelle de coton grattée à carreaux doux, assez chaude pour les nuits froides.'],
  },
  'Striped Short Pyjama Set': {
    ar: ['بيجاما قصيرة مقلمة للنساء', 'قميص بأكمام قصيرة وشورت من القطن المقلم الخفيف.'],
    fr: ['Pyjashort rayé', 'Une chemise à manches courtes et un short en coton rayé tout léger.'],
  },
  'Waffle Bath Robe': {
    ar: ['روب حمام وافل', 'قطن خفيف بنسيج الوافل يجف بسرعة بعد الاستحمام.'],
    fr: ['Peignoir nid d’abeille', 'Un coton léger tissé nid d’abeille qui sèche vite après la douche.'],
  },
  'Plush Fleece Dressing Gown': {
    ar: ['روب منزلي فليس ناعم', 'ياقة شال عريضة وفليس دافئ لصباحات الشتاء الهادئة.'],
    fr: ['Robe de chambre en polaire douce', 'Un large col châle et une polaire douillette pour les matins d’hiver sans hâte.'],
  },
  'Zip-Up Training Jacket': {
    ar: ['جاكيت رياضي بسحاب للنساء', 'ياقة مرتفعة وسحاب كامل وجيوب جانبية، مع خطوط بلون مختلف على الأكمام.'],
    fr: ['Veste de sport zippée', 'Col montant, zip intégral et poches latérales, avec des bandes contrastées le long des manches.'],
  },
  'Velour Tracksuit Set': {
    ar: ['بدلة رياضية مخمل للنساء', 'جاكيت بسحاب وبنطلون رياضي متناسق من المخمل الناعم.'],
    fr: ['Survêtement en velours', 'Une veste zippée et un jogging assorti en velours tout doux.'],
  },
  'High-Waist Sport Legging': {
    ar: ['ليغينز رياضي بخصر عال', 'قماش مطاطي لا يشف حتى في تمارين القرفصاء، بحزام عريض يبقى في مكانه.'],
    fr: ['Legging de sport taille haute', 'Une matière stretch opaque même en squat, avec une large ceinture qui ne bouge pas.'],
  },
  'Printed Yoga Legging': {
    ar: ['ليغينز يوغا مطبوع', 'خفيف ويسمح بمرور الهواء، بنقشة منقطة صغيرة.'],
    fr: ['Legging de yoga imprimé', 'Léger, respirant et imprimé de petits pois.'],
  },
  'Racerback Training Top': {
    ar: ['توب رياضي بظهر مفتوح', 'توب واسع بظهر رياضي من قماش الجيرسيه السريع الجفاف.'],
    fr: ['Débardeur de sport dos nageur', 'Un débardeur ample dos nageur en jersey à séchage rapide.'],
  },
  'Cuffed Jogger Pants': {
    ar: ['بنطلون جوغر رياضي', 'بنطلون رياضي مريح بأطراف مضلعة وخطوط جانبية وخصر برباط.'],
    fr: ['Pantalon jogger', 'Un jogging décontracté avec chevilles côtelées, bandes latérales et taille à cordon.'],
  },
  'Cotton Briefs Pack of 3': {
    ar: ['سراويل داخلية قطن للنساء، 3 قطع', 'سراويل يومية من القطن المطاطي الذي يسمح بمرور الهواء، ثلاث قطع في العلبة.'],
    fr: ['Lot de 3 culottes en coton', 'Des culottes de tous les jours en coton stretch respirant, vendues par trois.'],
  },
  'Lace Trim Hipsters': {
    ar: ['سراويل داخلية بحافة دانتيل', 'سراويل بخصر منخفض تنتهي بحزام رقيق من الدانتيل.'],
    fr: ['Shortys à bordure de dentelle', 'Des shortys taille basse finis par une délicate ceinture en dentelle.'],
  },
  'Fluffy Indoor Slipper': {
    ar: ['شبشب منزلي فرو للنساء', 'وجه من الفرو الصناعي فوق نعل مبطن مانع للانزلاق.'],
    fr: ['Chausson d’intérieur moelleux', 'Un dessus en fausse fourrure sur une semelle rembourrée antidérapante.'],
  },
  'Terry Open-Back Slipper': {
    ar: ['شبشب منزلي إسفنجي مفتوح من الخلف', 'قماش قطني إسفنجي ناعم وخفيف يناسب الصيف.'],
    fr: ['Mule en éponge', 'Une éponge de coton douce, assez légère pour l’été.'],
  },
  'Knitted Touchscreen Gloves': {
    ar: ['كفوف صوف للشاشات اللمسية', 'حياكة مضفورة وأطراف أصابع تعمل على الشاشة لاستعمال الهاتف في الخارج.'],
    fr: ['Gants tricotés tactiles', 'Une maille torsadée et des bouts de doigts conducteurs pour se servir de son téléphone dehors.'],
  },
  'Classic Poplin Pyjama Set': {
    ar: ['بيجاما بوبلين كلاسيكية للرجال', 'قميص بياقة مفتوحة وبنطلون من البوبلين المقلم الناعم.'],
    fr: ['Pyjama classique en popeline', 'Une chemise à col cranté et un pantalon en popeline rayée bien lisse.'],
  },
  'Brushed Flannel Pyjama Set': {
    ar: ['بيجاما فانيلا للرجال', 'فانيلا بنقشة اسكتلندية مصقولة من الجهتين لدفء أكبر.'],
    fr: ['Pyjama en flanelle grattée', 'Une flanelle écossaise grattée des deux côtés pour plus de chaleur.'],
  },
  'Jersey Lounge Pyjama Set': {
    ar: ['بيجاما جيرسيه للبيت', 'قطن جيرسيه مطاطي للنوم أو للراحة في البيت.'],
    fr: ['Pyjama d’intérieur en jersey', 'Un jersey de coton stretch pour dormir ou traîner à la maison.'],
  },
  'Cotton Terry Robe': {
    ar: ['روب حمام قطن للرجال', 'قماش إسفنجي ماص بياقة شال وجيبين.'],
    fr: ['Peignoir en éponge de coton', 'Une éponge bouclette absorbante, un col châle et deux poches plaquées.'],
  },
  'Hooded Fleece Robe': {
    ar: ['روب فليس بقبعة', 'فليس سميك بقبعة وحزام طويل للربط.'],
    fr: ['Peignoir polaire à capuche', 'Une polaire épaisse avec capuche et longue ceinture à nouer.'],
  },
  'Lightweight Running Jacket': {
    ar: ['جاكيت ركض خفيف', 'جاكيت مقاوم للريح يطوى داخل جيبه.'],
    fr: ['Veste de running légère', 'Un coupe-vent qui se range dans sa propre poche.'],
  },
  'Fleece Tracksuit Set': {
    ar: ['بدلة رياضية فليس للرجال', 'جاكيت فليس ناعم من الداخل مع بنطلون رياضي متناسق.'],
    fr: ['Survêtement en molleton', 'Une veste en molleton gratté et son jogging assorti.'],
  },
  'Poly Track Set': {
    ar: ['بدلة رياضية بوليستر', 'جاكيت رياضي لامع وبنطلون بخطوط جانبية بلون مختلف.'],
    fr: ['Survêtement en polyester', 'Une veste de survêtement brillante et un pantalon à bandes latérales contrastées.'],
  },
  'Dry-Fit Training Tank': {
    ar: ['فانيلة رياضية بدون أكمام', 'توب تمرين بلا أكمام من قماش شبكي يطرد العرق.'],
    fr: ['Débardeur d’entraînement respirant', 'Un haut sans manches en maille qui évacue la transpiration.'],
  },
  'Tapered Training Pants': {
    ar: ['بنطلون رياضي ضيق من الأسفل', 'ساقان تضيقان نحو الأسفل وجيوب بسحاب وخصر مطاطي برباط.'],
    fr: ['Pantalon d’entraînement fuselé', 'Des jambes fuselées, des poches zippées et une taille élastique à cordon.'],
  },
  'Stretch Cotton Boxer Briefs': {
    ar: ['بوكسر قطن مطاطي للرجال', 'قصة مريحة وحزام خصر ناعم، ثلاث قطع في العلبة.'],
    fr: ['Boxers en coton stretch', 'Une poche ergonomique et une ceinture douce, vendus par trois.'],
  },
  'Classic Cotton Briefs': {
    ar: ['سروال داخلي قطن كلاسيكي للرجال', 'سروال من القطن الخالص بخصر مطاطي مغلف.'],
    fr: ['Slips classiques en coton', 'Des slips en pur coton avec une ceinture élastique gainée.'],
  },
  'Memory Foam Slipper': {
    ar: ['شبشب منزلي ميموري فوم', 'وجه محاك فوق نعل من الإسفنج الطبي.'],
    fr: ['Chausson à mémoire de forme', 'Un dessus tricoté sur une semelle à mémoire de forme.'],
  },
  'Suede Moccasin Slipper': {
    ar: ['شبشب موكاسان شمواه', 'شمواه ناعم ببطانة دافئة ونعل من المطاط.'],
    fr: ['Chausson mocassin en daim', 'Un daim doux avec une doublure chaude et une semelle en caoutchouc.'],
  },
  'Thermal Fleece Gloves': {
    ar: ['كفوف فليس حرارية', 'كفوف فليس مقاومة للريح بباطن مانع للانزلاق.'],
    fr: ['Gants thermiques en polaire', 'Des gants en polaire coupe-vent avec une paume antidérapante.'],
  },
  'Dinosaur Print Pyjama Set': {
    ar: ['بيجاما أولادي برسوم ديناصورات', 'بلوزة بأكمام طويلة وبنطلون مغطيان برسوم لطيفة.'],
    fr: ['Pyjama imprimé dinosaures', 'Un haut à manches longues et un pantalon couverts d’imprimés rigolos.'],
  },
  'Glow Stars Pyjama Set': {
    ar: ['بيجاما أولادي بنجوم تضيء في الظلام', 'قطن دافئ بنجوم تضيء بهدوء في العتمة.'],
    fr: ['Pyjama étoiles phosphorescentes', 'Un coton douillet semé d’étoiles qui brillent doucement dans le noir.'],
  },
  'Rainbow Short Pyjama Set': {
    ar: ['بيجاما قصيرة أولادي بألوان قوس قزح', 'تي شيرت وشورت بخطوط قوس قزح مرحة.'],
    fr: ['Pyjashort arc-en-ciel', 'Un T-shirt et un short aux joyeuses rayures arc-en-ciel.'],
  },
  'Kids Zip Tracksuit': {
    ar: ['بدلة رياضية أولادي بسحاب', 'جاكيت بسحاب وبنطلون رياضي يتحملان اللعب في الملعب.'],
    fr: ['Survêtement zippé enfant', 'Une veste zippée et un jogging qui résistent à la cour de récré.'],
  },
  'Kids Football Kit': {
    ar: ['طقم كرة قدم للأولاد', 'قميص يسمح بمرور الهواء وشورت ليوم المباراة.'],
    fr: ['Tenue de foot enfant', 'Un maillot respirant et un short pour le jour du match.'],
  },
  'Hooded Animal Bath Robe': {
    ar: ['روب حمام أولادي بقبعة وأذنين', 'روب ناعم بقبعة عليها أذنان صغيرتان.'],
    fr: ['Peignoir animal à capuche', 'Un peignoir tout doux avec de petites oreilles sur la capuche.'],
  },
  'Terry Beach Robe': {
    ar: ['روب بحر إسفنجي أولادي', 'قماش إسفنجي سريع الجفاف للبحر والمسبح.'],
    fr: ['Peignoir de plage en éponge', 'Une éponge à séchage rapide pour la plage et la piscine.'],
  },
  'Kids Cotton Boxers Pack of 5': {
    ar: ['بوكسر قطن أولادي، 5 قطع', 'بوكسرات من القطن المطبوع الناعم، خمس قطع في العلبة.'],
    fr: ['Lot de 5 boxers en coton enfant', 'Des boxers en coton imprimé tout doux, vendus par cinq.'],
  },
  'Bunny Plush Slipper': {
    ar: ['شبشب أرنب فرو للأولاد', 'شبشب من الفرو بأذنين متدليتين ونعل مانع للانزلاق.'],
    fr: ['Chausson lapin en peluche', 'Des chaussons en peluche aux oreilles tombantes, avec une semelle antidérapante.'],
  },
  'Light-Up Slipper': {
    ar: ['شبشب أولادي مضيء', 'شبشب يضيء مع كل خطوة، لفرحة صاحبه الصغير.'],
    fr: ['Chausson lumineux', 'Des chaussons qui clignotent à chaque pas, pour le plus grand bonheur de leur propriétaire.'],
  },
  'Kids Knitted Mittens': {
    ar: ['كفوف صوف للأولاد', 'كفوف محاكة دافئة يصل بينها خيط فلا تضيع أبدا.'],
    fr: ['Moufles tricotées enfant', 'Des moufles chaudes reliées par un cordon pour ne jamais les perdre.'],
  },
  'Organic Cotton Bodysuit': {
    ar: ['بودي قطن عضوي للأطفال', 'قطن عضوي بفتحة رقبة واسعة وكبسات من الأسفل.'],
    fr: ['Body en coton bio', 'Un coton bio avec encolure américaine et pressions à l’entrejambe.'],
  },
  'Star Print Romper': {
    ar: ['أفرول قصير بنقشة نجوم', 'أفرول بأكمام قصيرة مزين بنجوم صغيرة.'],
    fr: ['Barboteuse imprimé étoiles', 'Une barboteuse à manches courtes parsemée de petites étoiles.'],
  },
  'Quilted Winter Overall': {
    ar: ['أفرول شتوي مبطن للأطفال', 'أفرول مبطن بخفة بسحاب من الرقبة حتى القدمين.'],
    fr: ['Combinaison d’hiver matelassée', 'Une combinaison légèrement matelassée, zippée du cou aux pieds.'],
  },
  'Ribbed Knit Overall': {
    ar: ['أفرول تريكو مضلع للأطفال', 'تريكو مضلع مطاطي يكبر مع طفلك.'],
    fr: ['Combinaison en maille côtelée', 'Une maille côtelée extensible qui grandit avec votre bébé.'],
  },
  'Baby Footed Sleepsuit': {
    ar: ['أفرول نوم للأطفال بقدمين', 'أفرول نوم ناعم بقدمين مغطاتين وسحاب يفتح من الجهتين.'],
    fr: ['Grenouillère à pieds', 'Une grenouillère douce avec pieds fermés et zip double sens.'],
  },
  'Baby Cotton Pyjama Set': {
    ar: ['بيجاما قطن للأطفال', 'بلوزة ملفوفة وبنطلون من القطن الخالص.'],
    fr: ['Pyjama bébé en coton', 'Un haut croisé et un pantalon en interlock pur coton.'],
  },
  'Muslin Bandana Bibs Set of 3': {
    ar: ['مرايل باندانا موسلين، 3 قطع', 'مرايل من الموسلين الماص تغلق بكبستين.'],
    fr: ['Lot de 3 bavoirs bandana en mousseline', 'Des bavoirs en mousseline absorbante qui se ferment par deux pressions.'],
  },
  'Waterproof Pocket Bib': {
    ar: ['مريلة أطفال مقاومة للماء بجيب', 'مريلة تمسح بسهولة، بجيب يلتقط الفتات.'],
    fr: ['Bavoir imperméable à poche', 'Un bavoir qui s’essuie d’un coup d’éponge, avec une poche qui attrape les miettes.'],
  },
  'Terry Feeding Bib': {
    ar: ['مريلة طعام إسفنجية', 'قطن إسفنجي سميك لوجبات الأطفال الفوضوية.'],
    fr: ['Bavoir repas en éponge', 'Une éponge de coton épaisse pour les repas mouvementés.'],
  },
  'Cotton Crib Bedding Set': {
    ar: ['طقم سرير أطفال قطن', 'لحاف ومخدة وشرشف بمطاط لسرير أطفال بمقاس عادي.'],
    fr: ['Parure de lit bébé en coton', 'Une couette, un oreiller et un drap-housse pour un lit bébé standard.'],
  },
  'Quilted Crib Set with Bumper': {
    ar: ['طقم سرير أطفال مبطن مع حاجز', 'لحاف مبطن وحاجز ناعم يحيط بالسرير كله.'],
    fr: ['Parure de lit bébé matelassée avec tour de lit', 'Une couette rembourrée et un tour de lit moelleux qui fait tout le tour du lit.'],
  },
  'Cellular Baby Blanket': {
    ar: ['بطانية أطفال بنسيج شبكي', 'نسيج شبكي مفتوح يدفئ الطفل دون أن يشعره بالحر.'],
    fr: ['Couverture bébé en maille aérée', 'Un tissage alvéolé qui garde bébé au chaud sans le faire transpirer.'],
  },
  'Sherpa Baby Blanket': {
    ar: ['بطانية أطفال شيربا', 'مخملية من جهة وفرو شيربا من الجهة الأخرى.'],
    fr: ['Couverture bébé sherpa', 'Veloutée d’un côté, en polaire sherpa de l’autre.'],
  },
  'Newborn Scratch Mittens': {
    ar: ['كفوف لحديثي الولادة ضد الخدش', 'كفوف قطنية ناعمة تمنع الأظافر الصغيرة من الخدش.'],
    fr: ['Moufles anti-griffures naissance', 'Des moufles en coton toutes douces qui empêchent les petits ongles de griffer.'],
  },
  'Hooded Baby Bath Towel': {
    ar: ['منشفة حمام للأطفال بقبعة', 'منشفة كبيرة بقبعة من القطن الإسفنجي السميك والناعم.'],
    fr: ['Cape de bain bébé', 'Une grande serviette à capuche en éponge de coton épaisse et douce.'],
  },
  'Embroidered Baptism Towel': {
    ar: ['منشفة عماد مطرزة', 'منشفة بيضاء مطرزة بصليب وحواف من الدانتيل ليوم العماد.'],
    fr: ['Serviette de baptême brodée', 'Une serviette blanche brodée d’une croix et bordée de dentelle pour le jour du baptême.'],
  },
  'Baby Face Cloths Set of 5': {
    ar: ['مناشف وجه للأطفال، 5 قطع', 'مناشف وجه صغيرة ولطيفة للغسل اليومي.'],
    fr: ['Lot de 5 carrés de toilette bébé', 'De petits carrés de toilette tout doux pour le bain de tous les jours.'],
  },
  'Percale Fitted Sheet': {
    ar: ['شرشف بمطاط بيركال', 'قطن بيركال ناعم 200 خيط بزوايا مطاطية عميقة.'],
    fr: ['Drap-housse en percale', 'Une percale de 200 fils bien nette, avec des bonnets profonds élastiqués.'],
  },
  'Sateen Flat Sheet': {
    ar: ['شرشف ساتان قطن', 'نسيج ساتان حريري الملمس بخط ساتان رفيع.'],
    fr: ['Drap plat en satin de coton', 'Un tissage satin soyeux orné d’une fine rayure satinée.'],
  },
  'Stonewashed Linen Duvet Cover': {
    ar: ['غطاء لحاف كتان مغسول', 'كتان مغسول مسبقا يزداد نعومة مع كل غسلة.'],
    fr: ['Housse de couette en lin lavé', 'Un lin prélavé qui s’adoucit à chaque lavage.'],
  },
  'Floral Cotton Duvet Cover Set': {
    ar: ['طقم غطاء لحاف قطن مشجر', 'غطاء لحاف مطبوع مع كيسي مخدة متناسقين.'],
    fr: ['Parure housse de couette en coton fleuri', 'Une housse de couette imprimée et deux taies d’oreiller assorties.'],
  },
  'Flannel Duvet Cover Set': {
    ar: ['طقم غطاء لحاف فانيلا', 'فانيلا مصقولة دافئة لأبرد أشهر السنة.'],
    fr: ['Parure housse de couette en flanelle', 'Une flanelle grattée bien chaude pour les mois les plus froids.'],
  },
  'Hollow Fibre Pillow': {
    ar: ['مخدة ألياف مجوفة', 'مخدة متوسطة الصلابة بغطاء قطني، لمن ينام على ظهره أو على جنبه.'],
    fr: ['Oreiller en fibres creuses', 'Un oreiller mi-ferme à housse en coton, pour dormir sur le dos ou sur le côté.'],
  },
  'Memory Foam Pillow': {
    ar: ['مخدة ميموري فوم', 'إسفنج طبي بتصميم مريح يسند الرقبة.'],
    fr: ['Oreiller à mémoire de forme', 'Une mousse à mémoire de forme ergonomique qui soutient la nuque.'],
  },
  'Cotton Pillow Cases Pair': {
    ar: ['كيسا مخدة قطن', 'كيسا مخدة بطية داخلية من القطن الناعم.'],
    fr: ['Paire de taies d’oreiller en coton', 'Deux taies portefeuille en coton tout doux.'],
  },
  'Embroidered Pillow Sham': {
    ar: ['كيس مخدة مطرز للزينة', 'كيس مخدة للزينة بإطار مطرز.'],
    fr: ['Taie décorative brodée', 'Une taie décorative à volant brodé.'],
  },
  'Chunky Knit Throw': {
    ar: ['غطاء كنبة تريكو سميك', 'غطاء محاك بغرز كبيرة للكنبة أو لطرف السرير.'],
    fr: ['Plaid en grosse maille', 'Un plaid en grosse maille pour le canapé ou le pied du lit.'],
  },
  'Fleece Bed Blanket': {
    ar: ['بطانية سرير فليس', 'بطانية فليس خفيفة لكنها دافئة وسهلة الغسل.'],
    fr: ['Couverture polaire', 'Une couverture polaire légère mais chaude, facile à laver.'],
  },
  'Quilted Bedspread Set': {
    ar: ['طقم مفرش سرير مبطن', 'مفرش مبطن مع كيسي مخدة متناسقين.'],
    fr: ['Parure de couvre-lit matelassé', 'Un couvre-lit matelassé et deux taies décoratives assorties.'],
  },
  'Summer Pique Bedspread': {
    ar: ['مفرش سرير صيفي بيكيه', 'غطاء خفيف من قطن البيكيه لليالي الدافئة.'],
    fr: ['Couvre-lit d’été en piqué', 'Un couvre-lit léger en piqué de coton pour les nuits chaudes.'],
  },
  'Cotton Canvas Apron': {
    ar: ['مريول مطبخ كانفاس قطن', 'مريول متين من قماش الكانفاس بجيب أمامي عميق وأربطة طويلة.'],
    fr: ['Tablier en toile de coton', 'Un tablier robuste en toile, avec une grande poche devant et de longs liens.'],
  },
  'Gingham Kitchen Apron': {
    ar: ['مريول مطبخ كاروهات', 'مريول كلاسيكي بنقشة كاروهات صغيرة وحزام رقبة قابل للتعديل.'],
    fr: ['Tablier de cuisine vichy', 'Un tablier vichy classique avec une bride de cou réglable.'],
  },
  'Waffle Tea Towels Set of 3': {
    ar: ['مناشف مطبخ وافل، 3 قطع', 'مناشف وافل لا تترك وبرا وتنشف الكؤوس بلا آثار.'],
    fr: ['Lot de 3 torchons nid d’abeille', 'Des torchons nid d’abeille qui ne peluchent pas et sèchent les verres sans traces.'],
  },
  'Striped Kitchen Towels Set of 2': {
    ar: ['مناشف مطبخ مقلمة، قطعتان', 'مناشف قطن ماصة بخط منسوج وعروة للتعليق.'],
    fr: ['Lot de 2 torchons rayés', 'Des torchons en coton absorbant, avec une rayure tissée et une boucle de suspension.'],
  },
  'Stain-Resistant Tablecloth': {
    ar: ['شرشف طاولة مقاوم للبقع', 'مزيج قطني مغلف يمسح بسهولة بعد عشاء العائلة.'],
    fr: ['Nappe anti-taches', 'Un mélange de coton enduit qui se nettoie d’un coup d’éponge après les dîners en famille.'],
  },
  'Embroidered Linen Tablecloth': {
    ar: ['شرشف طاولة كتان مطرز', 'كتان بزوايا مطرزة لمائدة يوم الأحد.'],
    fr: ['Nappe en lin brodée', 'Un lin aux coins brodés, pour la table du dimanche.'],
  },
  'Quilted Oven Mitt': {
    ar: ['كف فرن مبطن', 'كف مبطن سميك ببطانة تتحمل الحرارة.'],
    fr: ['Manique matelassée', 'Une manique épaisse et matelassée, doublée d’une couche résistante à la chaleur.'],
  },
  'Silicone Grip Oven Gloves': {
    ar: ['كفوف فرن بسيليكون مانع للانزلاق', 'كفوف قطنية بقبضة من السيليكون لا تنزلق.'],
    fr: ['Gants de cuisine antidérapants', 'Des gants en coton avec une prise en silicone qui ne glisse pas.'],
  },
  'Egyptian Cotton Bath Towel': {
    ar: ['منشفة حمام قطن مصري', 'منشفة ثقيلة بوزن 600 غرام للمتر المربع من القطن المصري الطويل التيلة.'],
    fr: ['Drap de bain en coton égyptien', 'Une serviette épaisse de 600 g/m² en coton égyptien à fibres longues.'],
  },
  'Turkish Hammam Towel': {
    ar: ['منشفة حمام تركي', 'فوطة منسوجة مسطحة تجف بسرعة وتطوى في حجم صغير.'],
    fr: ['Fouta de hammam', 'Une fouta tissée à plat qui sèche vite et se plie toute petite.'],
  },
  'Hand Towels Set of 2': {
    ar: ['مناشف يد، قطعتان', 'منشفتا يد ناعمتان لحمام الضيوف.'],
    fr: ['Lot de 2 serviettes de toilette', 'Deux serviettes toutes douces pour la salle de bains des invités.'],
  },
  'Memory Foam Bath Mat': {
    ar: ['سجادة حمام ميموري فوم', 'سجادة مريحة بظهر مانع للانزلاق.'],
    fr: ['Tapis de bain à mémoire de forme', 'Un tapis moelleux avec un envers antidérapant.'],
  },
  'Cotton Tufted Bath Mat': {
    ar: ['سجادة حمام قطن كثيفة', 'قطن كثيف الوبر يمتص الماء بسرعة.'],
    fr: ['Tapis de bain en coton tufté', 'Un coton tufté épais qui absorbe l’eau en un instant.'],
  },
  'Hotel Style Bath Robe': {
    ar: ['روب حمام فندقي', 'روب إسفنجي واسع مثل روبات الفنادق الراقية.'],
    fr: ['Peignoir façon hôtel', 'Un peignoir en éponge généreux, comme dans les beaux hôtels.'],
  },
  'Kimono Waffle Robe': {
    ar: ['روب كيمونو وافل', 'روب كيمونو خفيف من القطن بنسيج الوافل.'],
    fr: ['Kimono nid d’abeille', 'Un kimono léger en coton nid d’abeille.'],
  },
  'Waterproof Fabric Shower Curtain': {
    ar: ['ستارة حمام قماش مقاومة للماء', 'ستارة من قماش طارد للماء مع اثنتي عشرة حلقة.'],
    fr: ['Rideau de douche en tissu imperméable', 'Un rideau en tissu déperlant, douze anneaux fournis.'],
  },
  'Pebble Print Shower Curtain': {
    ar: ['ستارة حمام بنقشة حصى', 'ستارة مطبوعة بحاشية مثقلة تبقى في مكانها.'],
    fr: ['Rideau de douche imprimé galets', 'Un rideau imprimé avec un ourlet lesté qui reste bien en place.'],
  },
};

/** The closing sentences of descriptions (CARE_NOTES and FIT_NOTE) in Arabic and French. */
export const NOTE_TRANSLATIONS: Readonly<
  Record<(typeof CARE_NOTES)[number] | typeof FIT_NOTE, Readonly<Record<TranslatedLocale, string>>>
> = {
  'Machine washable at 30°C.': {
    ar: 'يغسل في الغسالة على حرارة 30 درجة.',
    fr: 'Lavable en machine à 30 °C.',
  },
  'Machine washable at 40°C; tumble dry low.': {
    ar: 'يغسل في الغسالة على حرارة 40 درجة، ويجفف في المجفف على حرارة منخفضة.',
    fr: 'Lavable en machine à 40 °C ; séchage en tambour à basse température.',
  },
  'Sewn with reinforced seams to last.': {
    ar: 'خياطة مقواة ليدوم طويلا.',
    fr: 'Coutures renforcées pour durer.',
  },
  'Colours stay bright wash after wash.': {
    ar: 'ألوان تبقى زاهية غسلة بعد غسلة.',
    fr: 'Des couleurs qui restent vives lavage après lavage.',
  },
  'Wash with similar colours before first use.': {
    ar: 'يغسل مع ألوان مشابهة قبل الاستعمال الأول.',
    fr: 'À laver avec des couleurs similaires avant la première utilisation.',
  },
  'True to size; choose one size up for a looser fit.': {
    ar: 'المقاس مطابق للمعتاد؛ ينصح بمقاس أكبر لقصة أوسع.',
    fr: 'Taille normalement ; prenez la taille au-dessus pour une coupe plus ample.',
  },
};
