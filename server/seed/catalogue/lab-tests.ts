/**
 * The laboratory's test catalogue. One line per test:
 * `name | department | sample | price in thousands of IQD | turnaround hours | unit | reference range | preparation`.
 * Laboratories in the region name tests in English whatever the patient's language.
 */
const CATALOGUE = `
Complete Blood Count (CBC)|haematology|EDTA blood|8|4|||
ESR|haematology|EDTA blood|4|2|mm/h|0-20|
Reticulocyte Count|haematology|EDTA blood|6|6|%|0.5-2.5|
Blood Film (Peripheral Smear)|haematology|EDTA blood|10|24|||
Blood Group & Rh|haematology|EDTA blood|4|1|||
Direct Coombs Test|haematology|EDTA blood|8|4|||
Indirect Coombs Test|haematology|Serum|10|6|||
Cross Match|haematology|EDTA blood|10|2|||
Haemoglobin Electrophoresis|haematology|EDTA blood|35|72|||
Sickling Test|haematology|EDTA blood|6|6|||
G6PD Screening|haematology|EDTA blood|10|24|||
G6PD Quantitative|haematology|EDTA blood|20|24|U/g Hb|6.4-18.7|
Osmotic Fragility Test|haematology|Heparin blood|15|48|||
Haemoglobin (Hb)|haematology|EDTA blood|3|2|g/dL|12-16|
Packed Cell Volume (PCV)|haematology|EDTA blood|3|2|%|36-46|
Platelet Count|haematology|EDTA blood|4|2|x10^9/L|150-400|
WBC Count & Differential|haematology|EDTA blood|5|2|x10^9/L|4-11|
Malaria Film|haematology|EDTA blood|8|4|||
Bone Marrow Aspirate Examination|haematology|Bone marrow|75|72|||
HbA2 Quantitation|haematology|EDTA blood|25|72|%|2.0-3.3|
Foetal Haemoglobin (HbF)|haematology|EDTA blood|20|72|%|<1|
Absolute Eosinophil Count|haematology|EDTA blood|4|4|x10^9/L|0.04-0.4|
Cord Blood Group & Coombs|haematology|Cord blood|10|4|||
CD4 Count|haematology|EDTA blood|40|48|cells/µL|500-1500|
Flow Cytometry Leukaemia Panel|haematology|EDTA blood|250|96|||
Prothrombin Time (PT/INR)|coagulation|Citrate plasma|6|2|s|11-13.5|
Activated Partial Thromboplastin Time (APTT)|coagulation|Citrate plasma|6|2|s|25-35|
Fibrinogen|coagulation|Citrate plasma|10|4|g/L|2-4|
D-Dimer|coagulation|Citrate plasma|15|2|mg/L FEU|<0.5|
Thrombin Time|coagulation|Citrate plasma|8|4|s|14-19|
Bleeding Time|coagulation|Capillary blood|3|1|min|2-7|
Clotting Time|coagulation|Whole blood|3|1|min|5-10|
Factor VIII Activity|coagulation|Citrate plasma|45|72|%|50-150|
Factor IX Activity|coagulation|Citrate plasma|45|72|%|50-150|
Factor V Activity|coagulation|Citrate plasma|45|72|%|50-150|
Factor VII Activity|coagulation|Citrate plasma|45|72|%|50-150|
Factor XI Activity|coagulation|Citrate plasma|45|72|%|50-150|
Factor XIII Screening|coagulation|Citrate plasma|35|72|||
von Willebrand Factor Antigen|coagulation|Citrate plasma|50|96|%|50-160|
Protein C Activity|coagulation|Citrate plasma|45|96|%|70-140|
Protein S Activity|coagulation|Citrate plasma|45|96|%|60-140|
Antithrombin III|coagulation|Citrate plasma|40|96|%|80-120|
Lupus Anticoagulant|coagulation|Citrate plasma|40|72|||
Mixing Study (PT/APTT)|coagulation|Citrate plasma|20|24|||
Anti-Xa (Heparin Level)|coagulation|Citrate plasma|40|24|IU/mL||Draw 4 hours after the morning dose.
Platelet Aggregation Studies|coagulation|Citrate plasma|80|96|||
Coagulation Profile|coagulation|Citrate plasma|18|4|||
Fasting Blood Sugar|chemistry|Serum|3|2|mg/dL|70-100|Fasting 8-12 hours; water is allowed.
Random Blood Sugar|chemistry|Serum|3|1|mg/dL|<140|
2-Hour Postprandial Glucose|chemistry|Serum|3|3|mg/dL|<140|Blood is drawn 2 hours after a meal.
Oral Glucose Tolerance Test (75 g)|chemistry|Serum|12|4|mg/dL||Fasting 8-12 hours; allow 2 hours at the laboratory.
Glucose Challenge Test (50 g) in Pregnancy|chemistry|Serum|8|2|mg/dL|<140|No fasting needed.
HbA1c|chemistry|EDTA blood|12|4|%|4-5.6|
Blood Urea|chemistry|Serum|4|2|mg/dL|15-45|
Serum Creatinine|chemistry|Serum|4|2|mg/dL|0.5-1.1|
eGFR (CKD-EPI)|chemistry|Serum|5|2|mL/min/1.73m²|>90|
Uric Acid|chemistry|Serum|4|2|mg/dL|2.4-6.0|
Sodium|chemistry|Serum|5|2|mmol/L|135-145|
Potassium|chemistry|Serum|5|2|mmol/L|3.5-5.1|
Chloride|chemistry|Serum|5|2|mmol/L|98-107|
Electrolytes (Na, K, Cl)|chemistry|Serum|12|2|||
Total Calcium|chemistry|Serum|5|2|mg/dL|8.6-10.3|
Ionised Calcium|chemistry|Whole blood|8|2|mmol/L|1.15-1.33|
Magnesium|chemistry|Serum|6|2|mg/dL|1.7-2.4|
Phosphorus|chemistry|Serum|5|2|mg/dL|2.5-4.5|
ALT (GPT)|chemistry|Serum|4|2|U/L|<35|
AST (GOT)|chemistry|Serum|4|2|U/L|<35|
Alkaline Phosphatase|chemistry|Serum|4|2|U/L|35-105|
GGT|chemistry|Serum|6|2|U/L|<40|
Total Bilirubin|chemistry|Serum|4|2|mg/dL|0.2-1.2|
Direct Bilirubin|chemistry|Serum|4|2|mg/dL|<0.3|
Neonatal Bilirubin (Total & Direct)|chemistry|Capillary blood|6|1|mg/dL||
Total Protein|chemistry|Serum|4|2|g/dL|6.4-8.3|
Albumin|chemistry|Serum|4|2|g/dL|3.5-5.2|
Liver Function Tests|chemistry|Serum|20|4|||
Renal Function Tests|chemistry|Serum|15|4|||
Amylase|chemistry|Serum|8|2|U/L|28-100|
Lipase|chemistry|Serum|10|2|U/L|13-60|
Creatine Kinase (CK)|chemistry|Serum|8|2|U/L|<170|
CK-MB|chemistry|Serum|12|2|U/L|<25|
Troponin I (High Sensitivity)|chemistry|Serum|20|1|ng/L|<16|
NT-proBNP|chemistry|Serum|35|4|pg/mL|<125|
Lactate Dehydrogenase (LDH)|chemistry|Serum|8|4|U/L|135-214|
Lipid Profile|chemistry|Serum|15|4|||Fasting 12 hours.
Total Cholesterol|chemistry|Serum|4|2|mg/dL|<200|
Triglycerides|chemistry|Serum|5|2|mg/dL|<150|Fasting 12 hours.
HDL Cholesterol|chemistry|Serum|5|2|mg/dL|>50|
LDL Cholesterol|chemistry|Serum|5|2|mg/dL|<100|
Lipoprotein (a)|chemistry|Serum|25|48|mg/dL|<30|
Apolipoprotein A1|chemistry|Serum|20|48|mg/dL|120-160|
Apolipoprotein B|chemistry|Serum|20|48|mg/dL|<90|
Homocysteine|chemistry|Serum|25|48|µmol/L|5-15|
C-Reactive Protein (CRP)|chemistry|Serum|8|2|mg/L|<5|
hs-CRP|chemistry|Serum|12|4|mg/L|<1|
Procalcitonin|chemistry|Serum|30|4|ng/mL|<0.5|
Serum Iron|chemistry|Serum|6|4|µg/dL|50-170|Morning sample preferred.
TIBC|chemistry|Serum|8|4|µg/dL|250-450|
Ferritin|chemistry|Serum|12|4|ng/mL|13-150|
Transferrin Saturation|chemistry|Serum|8|4|%|20-50|
Iron Profile|chemistry|Serum|25|6|||Morning sample preferred.
Ammonia|chemistry|EDTA plasma on ice|20|2|µmol/L|11-51|
Lactate|chemistry|Fluoride plasma|15|1|mmol/L|0.5-2.2|
Arterial Blood Gases|chemistry|Arterial blood|15|1|||
Serum Osmolality|chemistry|Serum|15|24|mOsm/kg|275-295|
Bile Acids (Pregnancy)|chemistry|Serum|30|24|µmol/L|<10|Fasting 8 hours.
Cholinesterase|chemistry|Serum|15|24|U/L|5300-12900|
Ceruloplasmin|chemistry|Serum|25|72|mg/dL|20-60|
Copper|chemistry|Serum|25|72|µg/dL|80-155|
Zinc (Serum)|chemistry|Serum|20|72|µg/dL|70-120|
Selenium|chemistry|Serum|40|96|µg/L|70-150|
Alpha-1 Antitrypsin|chemistry|Serum|30|72|mg/dL|90-200|
Serum Protein Electrophoresis|chemistry|Serum|35|72|||
Immunofixation|chemistry|Serum|75|96|||
Beta-2 Microglobulin|chemistry|Serum|35|72|mg/L|0.8-2.2|
Beta-Hydroxybutyrate|chemistry|Serum|12|2|mmol/L|<0.6|
Digoxin Level|chemistry|Serum|25|24|ng/mL|0.8-2.0|Draw at least 6 hours after the dose.
Vancomycin Trough Level|chemistry|Serum|30|24|mg/L|10-20|Draw just before the next dose.
Valproic Acid Level|chemistry|Serum|25|24|µg/mL|50-100|Draw before the morning dose.
Carbamazepine Level|chemistry|Serum|25|24|µg/mL|4-12|Draw before the morning dose.
Phenytoin Level|chemistry|Serum|25|24|µg/mL|10-20|Draw before the morning dose.
Lithium Level|chemistry|Serum|20|24|mmol/L|0.6-1.2|Draw 12 hours after the last dose.
Tacrolimus Level|chemistry|EDTA blood|60|48|ng/mL|5-15|Draw before the morning dose.
Cyclosporine Level|chemistry|EDTA blood|60|48|ng/mL|100-300|Draw before the morning dose.
Methotrexate Level|chemistry|Serum|60|24|µmol/L||
Paracetamol Level|chemistry|Serum|25|2|mg/L||
Salicylate Level|chemistry|Serum|25|2|mg/dL||
Ethanol Level|chemistry|Serum|20|2|mg/dL||
Cardiac Enzymes Panel|chemistry|Serum|35|2|||
Pre-operative Panel|chemistry|Serum and EDTA blood|40|4|||
Antenatal Booking Panel|chemistry|Serum, EDTA blood and urine|60|24|||
Diabetes Follow-up Panel|chemistry|Serum, EDTA blood and urine|30|4|||Fasting 8-12 hours.
Premarital Screening Panel|chemistry|Serum and EDTA blood|50|24|||Both partners are tested.
TSH|hormones|Serum|10|4|mIU/L|0.4-4.0|
Free T4|hormones|Serum|10|4|ng/dL|0.9-1.7|
Free T3|hormones|Serum|10|4|pg/mL|2.0-4.4|
Total T4|hormones|Serum|10|4|µg/dL|5.0-12.0|
Total T3|hormones|Serum|10|4|ng/dL|80-200|
Thyroid Function Tests|hormones|Serum|25|4|||
Anti-TPO Antibodies|hormones|Serum|20|24|IU/mL|<34|
Anti-Thyroglobulin Antibodies|hormones|Serum|20|24|IU/mL|<115|
TSH Receptor Antibodies (TRAb)|hormones|Serum|45|72|IU/L|<1.75|
Thyroglobulin|hormones|Serum|30|48|ng/mL|3.5-77|
Calcitonin|hormones|Serum|40|72|pg/mL|<10|
Prolactin|hormones|Serum|12|4|ng/mL|4.8-23.3|Rest 30 minutes before the sample.
LH|hormones|Serum|12|4|mIU/mL||Day 2-3 of the cycle for women.
FSH|hormones|Serum|12|4|mIU/mL||Day 2-3 of the cycle for women.
Oestradiol (E2)|hormones|Serum|15|4|pg/mL||
Progesterone|hormones|Serum|15|4|ng/mL||Day 21 of the cycle to confirm ovulation.
Testosterone (Total)|hormones|Serum|15|24|ng/dL||Morning sample (before 10:00).
Free Testosterone|hormones|Serum|25|48|pg/mL||
SHBG|hormones|Serum|25|48|nmol/L|18-144|
DHEA-S|hormones|Serum|20|24|µg/dL|35-430|
17-OH Progesterone|hormones|Serum|30|72|ng/mL|<2|
Androstenedione|hormones|Serum|35|72|ng/mL|0.3-3.3|
Anti-Müllerian Hormone (AMH)|hormones|Serum|45|24|ng/mL|1.0-4.0|
Beta-hCG (Quantitative)|hormones|Serum|12|2|mIU/mL||
Beta-hCG (Qualitative)|hormones|Serum|6|1|||
Cortisol (Morning)|hormones|Serum|15|24|µg/dL|6-23|Sample between 07:00 and 09:00.
Cortisol (Evening)|hormones|Serum|15|24|µg/dL|<10|Sample between 16:00 and 20:00.
ACTH|hormones|EDTA plasma on ice|35|48|pg/mL|7-63|
Growth Hormone|hormones|Serum|25|48|ng/mL|<10|
IGF-1|hormones|Serum|40|72|ng/mL||
Parathyroid Hormone (PTH)|hormones|EDTA plasma|25|24|pg/mL|15-65|
Vitamin D (25-OH)|hormones|Serum|20|24|ng/mL|30-100|
Insulin (Fasting)|hormones|Serum|20|24|µIU/mL|2.6-24.9|Fasting 8-12 hours.
C-Peptide|hormones|Serum|25|24|ng/mL|1.1-4.4|Fasting 8-12 hours.
HOMA-IR|hormones|Serum|30|24||<2.5|Fasting 8-12 hours.
Aldosterone|hormones|Serum|40|72|ng/dL|3-16|
Renin|hormones|EDTA plasma|40|72|µIU/mL|4-46|
Erythropoietin|hormones|Serum|40|72|mIU/mL|4-27|
Vitamin B12|hormones|Serum|15|24|pg/mL|200-900|
Folate (Serum)|hormones|Serum|15|24|ng/mL|>3.9|
Red Cell Folate|hormones|EDTA blood|30|48|ng/mL|>140|
Vitamin B1|hormones|EDTA blood|40|96|nmol/L|70-180|
Vitamin B6|hormones|EDTA plasma|40|96|nmol/L|20-125|
Vitamin A|hormones|Serum|40|96|µg/dL|30-80|
Vitamin E|hormones|Serum|40|96|mg/L|5-18|
Female Hormone Profile (Day 2-3)|hormones|Serum|45|6|||Day 2-3 of the cycle.
Fertility Panel|hormones|Serum|80|24|||Day 2-3 of the cycle.
Male Hormone Profile|hormones|Serum|50|24|||Morning sample (before 10:00).
PSA (Total)|hormones|Serum|15|24|ng/mL|<4|
PSA (Free)|hormones|Serum|20|24|ng/mL||
CEA|hormones|Serum|15|24|ng/mL|<5|
CA 125|hormones|Serum|20|24|U/mL|<35|
CA 15-3|hormones|Serum|20|24|U/mL|<25|
CA 19-9|hormones|Serum|20|24|U/mL|<37|
CA 72-4|hormones|Serum|30|48|U/mL|<6.9|
Alpha-Fetoprotein (AFP)|hormones|Serum|15|24|ng/mL|<10|
Neuron-Specific Enolase (NSE)|hormones|Serum|40|72|ng/mL|<16.3|
Inhibin B|hormones|Serum|45|72|pg/mL||
HE4|hormones|Serum|45|72|pmol/L|<70|
ROMA Index|hormones|Serum|70|72|||
HBsAg|immunology|Serum|8|4|||
Anti-HBs|immunology|Serum|12|24|mIU/mL|>10|
Anti-HBc Total|immunology|Serum|15|24|||
Anti-HBc IgM|immunology|Serum|18|24|||
HBeAg|immunology|Serum|15|24|||
Anti-HBe|immunology|Serum|15|24|||
Hepatitis B Profile|immunology|Serum|60|24|||
Anti-HCV Antibodies|immunology|Serum|10|4|||
HIV 1/2 Antigen/Antibody|immunology|Serum|12|4|||
Hepatitis A IgM|immunology|Serum|15|24|||
Hepatitis A IgG|immunology|Serum|15|24|||
Hepatitis E IgM|immunology|Serum|20|24|||
VDRL|immunology|Serum|6|4|||
TPHA|immunology|Serum|10|24|||
Rose Bengal Test (Brucella)|immunology|Serum|5|2|||
Brucella Agglutination (Wright)|immunology|Serum|8|24|titre|<1:80|
Brucella 2-ME Test|immunology|Serum|10|24|||
Brucella IgG|immunology|Serum|20|24|||
Brucella IgM|immunology|Serum|20|24|||
Widal Test|immunology|Serum|5|4|||
Typhoid IgM/IgG|immunology|Serum|10|4|||
ASO Titre|immunology|Serum|6|4|IU/mL|<200|
Rheumatoid Factor|immunology|Serum|6|4|IU/mL|<14|
Anti-CCP|immunology|Serum|25|24|U/mL|<17|
ANA Screen|immunology|Serum|20|24|||
Anti-dsDNA|immunology|Serum|25|48|IU/mL|<30|
ENA Profile|immunology|Serum|60|72|||
p-ANCA (MPO)|immunology|Serum|35|72|||
c-ANCA (PR3)|immunology|Serum|35|72|||
Anticardiolipin IgG|immunology|Serum|25|48|GPL|<20|
Anticardiolipin IgM|immunology|Serum|25|48|MPL|<20|
Beta-2 Glycoprotein I IgG|immunology|Serum|30|48|U/mL|<20|
Beta-2 Glycoprotein I IgM|immunology|Serum|30|48|U/mL|<20|
Antiphospholipid Panel|immunology|Serum and citrate plasma|90|72|||
Complement C3|immunology|Serum|15|24|mg/dL|90-180|
Complement C4|immunology|Serum|15|24|mg/dL|10-40|
Immunoglobulin A (IgA)|immunology|Serum|15|24|mg/dL|70-400|
Immunoglobulin G (IgG)|immunology|Serum|15|24|mg/dL|700-1600|
Immunoglobulin M (IgM)|immunology|Serum|15|24|mg/dL|40-230|
Total IgE|immunology|Serum|15|24|IU/mL|<100|
Anti-tTG IgA (Coeliac)|immunology|Serum|25|48|U/mL|<20|
Anti-tTG IgG|immunology|Serum|25|48|U/mL|<20|
Anti-Gliadin IgA|immunology|Serum|25|48|U/mL|<20|
H. pylori Antibody IgG|immunology|Serum|10|4|||
Toxoplasma IgG|immunology|Serum|12|24|IU/mL|<8|
Toxoplasma IgM|immunology|Serum|12|24|||
Toxoplasma IgG Avidity|immunology|Serum|35|72|||
Rubella IgG|immunology|Serum|12|24|IU/mL|>10|
Rubella IgM|immunology|Serum|12|24|||
CMV IgG|immunology|Serum|12|24|||
CMV IgM|immunology|Serum|12|24|||
HSV-1 IgG|immunology|Serum|15|24|||
HSV-2 IgG|immunology|Serum|15|24|||
HSV IgM|immunology|Serum|15|24|||
TORCH Panel|immunology|Serum|70|48|||
EBV VCA IgM|immunology|Serum|20|48|||
EBV VCA IgG|immunology|Serum|20|48|||
EBV EBNA IgG|immunology|Serum|20|48|||
Varicella Zoster IgG|immunology|Serum|20|48|||
Varicella Zoster IgM|immunology|Serum|20|48|||
Measles IgG|immunology|Serum|20|48|||
Measles IgM|immunology|Serum|20|48|||
Mumps IgG|immunology|Serum|20|48|||
Mumps IgM|immunology|Serum|20|48|||
Parvovirus B19 IgG|immunology|Serum|25|48|||
Parvovirus B19 IgM|immunology|Serum|25|48|||
Chlamydia trachomatis IgG|immunology|Serum|20|48|||
Chlamydia trachomatis IgM|immunology|Serum|20|48|||
Mycoplasma pneumoniae IgM|immunology|Serum|20|48|||
Leishmania Antibodies (rK39)|immunology|Serum|15|24|||
Hydatid Serology (Echinococcus IgG)|immunology|Serum|20|48|||
Toxocara IgG|immunology|Serum|25|72|||
SARS-CoV-2 Antibodies (IgG)|immunology|Serum|15|24|||
Influenza A/B Rapid Antigen|immunology|Nasopharyngeal swab|12|1|||
RSV Rapid Antigen|immunology|Nasopharyngeal swab|12|1|||
Strep A Rapid Antigen|immunology|Throat swab|10|1|||
Specific IgE - House Dust Mite|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Cat Dander|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Dog Dander|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Cockroach|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Cow's Milk|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Egg White|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Egg Yolk|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Wheat|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Peanut|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Soybean|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Codfish|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Shrimp|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Sesame|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Grass Pollen Mix|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Olive Tree Pollen|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Alternaria|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Aspergillus|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Latex|immunology|Serum|15|72|kU/L|<0.35|
Specific IgE - Penicillin|immunology|Serum|20|72|kU/L|<0.35|
Specific IgE - Bee Venom|immunology|Serum|20|72|kU/L|<0.35|
Inhalant Allergy Panel|immunology|Serum|80|72|||
Food Allergy Panel (Children)|immunology|Serum|80|72|||
Urine Culture & Sensitivity|microbiology|Mid-stream urine|15|72|||First morning urine in a sterile container.
Blood Culture & Sensitivity|microbiology|Blood culture bottle|25|120|||
Blood Culture (Paediatric Bottle)|microbiology|Blood culture bottle|25|120|||
Stool Culture|microbiology|Stool|15|72|||
Sputum Culture & Sensitivity|microbiology|Sputum|15|72|||Early morning sample, after rinsing the mouth with water.
Throat Swab Culture|microbiology|Throat swab|15|72|||
Wound Swab Culture|microbiology|Wound swab|15|72|||
High Vaginal Swab Culture|microbiology|Vaginal swab|15|72|||
Endocervical Swab Culture|microbiology|Endocervical swab|15|72|||
Ear Swab Culture|microbiology|Ear swab|15|72|||
Eye Swab Culture|microbiology|Eye swab|15|72|||
Nasal Swab Culture (MRSA Screen)|microbiology|Nasal swab|15|72|||
Pus Culture & Sensitivity|microbiology|Pus|15|72|||
CSF Culture & Sensitivity|microbiology|CSF|25|72|||
CSF Analysis|microbiology|CSF|20|4|||
Semen Culture|microbiology|Semen|20|72|||
Fluid Culture (Pleural/Ascitic)|microbiology|Body fluid|20|72|||
Catheter Tip Culture|microbiology|Catheter tip|20|72|||
Group B Streptococcus Screening (Pregnancy)|microbiology|Vaginal-rectal swab|15|48|||At 35-37 weeks of pregnancy.
Fungal Culture|microbiology|Skin, nail or hair|20|240|||
KOH Mount for Fungi|microbiology|Skin, nail or hair|6|4|||
Gram Stain|microbiology|Swab or fluid|6|2|||
Ziehl-Neelsen Stain (AFB)|microbiology|Sputum|8|24|||Three early morning samples.
AFB Culture (TB)|microbiology|Sputum|40|1008|||
Wet Mount (Vaginal)|microbiology|Vaginal swab|5|2|||
Clostridioides difficile Toxin A/B|microbiology|Stool|30|24|||
Chlamydia Rapid Antigen|microbiology|Endocervical swab|15|2|||
Gonorrhoea Culture|microbiology|Urethral or endocervical swab|20|72|||
Trichomonas Antigen|microbiology|Vaginal swab|12|2|||
Bacterial Vaginosis Screening|microbiology|Vaginal swab|8|2|||
HBV DNA Viral Load (PCR)|molecular|EDTA plasma|80|120|IU/mL||
HCV RNA Viral Load (PCR)|molecular|EDTA plasma|90|120|IU/mL||
HCV Genotyping|molecular|EDTA plasma|120|168|||
HIV-1 RNA Viral Load|molecular|EDTA plasma|100|120|copies/mL||
CMV DNA (PCR)|molecular|EDTA blood|80|96|||
EBV DNA (PCR)|molecular|EDTA blood|80|96|||
HSV 1/2 DNA (PCR)|molecular|Swab or CSF|70|96|||
Mycobacterium tuberculosis (GeneXpert MTB/RIF)|molecular|Sputum|60|24|||
HPV DNA Genotyping (High-risk)|molecular|Cervical swab|75|168|||
Chlamydia/Gonorrhoea PCR|molecular|First-void urine|60|96|||
SARS-CoV-2 PCR|molecular|Nasopharyngeal swab|25|24|||
Respiratory Pathogen Panel (PCR)|molecular|Nasopharyngeal swab|150|48|||
Influenza A/B PCR|molecular|Nasopharyngeal swab|35|24|||
Toxoplasma gondii DNA (PCR)|molecular|Amniotic fluid|90|120|||
Brucella PCR|molecular|EDTA blood|80|96|||
Meningitis/Encephalitis Panel (PCR)|molecular|CSF|180|24|||
Group B Streptococcus PCR|molecular|Vaginal-rectal swab|50|24|||
Leishmania PCR|molecular|Bone marrow|90|120|||
Mycoplasma genitalium PCR|molecular|First-void urine|60|96|||
Ureaplasma/Mycoplasma hominis PCR|molecular|Vaginal swab|60|96|||
Gastrointestinal Pathogen Panel (PCR)|molecular|Stool|160|48|||
JAK2 V617F Mutation|molecular|EDTA blood|120|240|||
BCR-ABL Quantitative|molecular|EDTA blood|180|240|||
General Urine Examination (GUE)|urine-stool|Urine|4|1|||First morning urine in a clean container.
Urine Pregnancy Test|urine-stool|Urine|4|1|||First morning urine.
Urine Microalbumin|urine-stool|Urine|12|24|mg/L|<20|
Albumin/Creatinine Ratio (Urine)|urine-stool|Urine|15|24|mg/g|<30|
24-Hour Urine Protein|urine-stool|24-hour urine|10|24|mg/24h|<150|Collect all urine for 24 hours; the container is given at the laboratory.
Protein/Creatinine Ratio (Urine)|urine-stool|Urine|12|24|mg/mg|<0.2|
24-Hour Urine Calcium|urine-stool|24-hour urine|12|24|mg/24h|100-300|Collect all urine for 24 hours; the container is given at the laboratory.
Urine Creatinine|urine-stool|Urine|5|24|mg/dL||
Creatinine Clearance|urine-stool|24-hour urine and serum|12|24|mL/min|85-125|Collect all urine for 24 hours; the container is given at the laboratory.
Urine Sodium|urine-stool|Urine|6|24|mmol/L||
Urine Potassium|urine-stool|Urine|6|24|mmol/L||
Urine Osmolality|urine-stool|Urine|15|24|mOsm/kg|300-900|
Urine Drug Screen|urine-stool|Urine|25|4|||
Urine Bence Jones Protein|urine-stool|Urine|20|72|||
Urine Ketones|urine-stool|Urine|3|1|||
Urine Reducing Substances|urine-stool|Urine|5|4|||
General Stool Examination (GSE)|urine-stool|Stool|4|2|||A fresh sample in a clean container.
Stool Occult Blood|urine-stool|Stool|6|4|||
Faecal Calprotectin|urine-stool|Stool|35|72|µg/g|<50|
Faecal Elastase|urine-stool|Stool|45|96|µg/g|>200|
H. pylori Stool Antigen|urine-stool|Stool|12|4|||Stop proton-pump inhibitors 2 weeks before.
Stool for Ova & Parasites (Concentration)|urine-stool|Stool|6|4|||
Stool Fat (Sudan Stain)|urine-stool|Stool|8|24|||
Stool pH & Reducing Substances|urine-stool|Stool|6|4|||
Rotavirus Antigen (Stool)|urine-stool|Stool|12|2|||
Adenovirus Antigen (Stool)|urine-stool|Stool|12|2|||
Semen Analysis|urine-stool|Semen|15|4|||2-7 days of abstinence; deliver within 1 hour at body temperature.
Sperm DNA Fragmentation|urine-stool|Semen|80|96|%|<30|2-7 days of abstinence.
Anti-Sperm Antibodies|urine-stool|Semen or serum|40|72|||
Post-Coital Test|urine-stool|Cervical mucus|15|4|||
Pleural Fluid Analysis|urine-stool|Pleural fluid|15|4|||
Ascitic Fluid Analysis|urine-stool|Ascitic fluid|15|4|||
Synovial Fluid Analysis|urine-stool|Synovial fluid|15|4|||
Histopathology - Small Biopsy|pathology|Tissue in formalin|50|96|||
Histopathology - Medium Specimen|pathology|Tissue in formalin|75|120|||
Histopathology - Large Specimen|pathology|Tissue in formalin|120|168|||
Histopathology - Products of Conception|pathology|Tissue in formalin|50|96|||
Histopathology - Placenta|pathology|Placenta in formalin|60|120|||
Histopathology - Endometrial Biopsy|pathology|Tissue in formalin|50|96|||
Histopathology - Cervical Biopsy|pathology|Tissue in formalin|50|96|||
Histopathology - Breast Core Biopsy|pathology|Tissue in formalin|75|120|||
Histopathology - Thyroidectomy|pathology|Tissue in formalin|120|168|||
Histopathology - Hysterectomy|pathology|Tissue in formalin|150|168|||
Frozen Section|pathology|Fresh tissue|100|1|||Booked with the laboratory before the operation.
Immunohistochemistry (per Marker)|pathology|Paraffin block|60|120|||
Breast Cancer Panel (ER, PR, HER2, Ki-67)|pathology|Paraffin block|250|168|||
Pap Smear (Conventional)|pathology|Cervical smear|25|72|||Not during menstruation.
Liquid-Based Cytology (LBC)|pathology|Cervical sample|40|72|||Not during menstruation.
Fine Needle Aspiration Cytology (FNAC)|pathology|Aspirate|50|72|||
Urine Cytology|pathology|Urine|30|72|||
Fluid Cytology|pathology|Body fluid|30|72|||
Sputum Cytology|pathology|Sputum|30|72|||
Bone Marrow Trephine Biopsy|pathology|Bone marrow core|120|168|||
Second Opinion Review of Slides|pathology|Slides and blocks|80|120|||
Skin Punch Biopsy|pathology|Tissue in formalin|50|96|||
Lymph Node Biopsy|pathology|Tissue in formalin|75|120|||
Karyotype (Peripheral Blood)|genetics|Heparin blood|150|504|||
Karyotype (Amniotic Fluid)|genetics|Amniotic fluid|250|504|||
Karyotype (Products of Conception)|genetics|Fresh tissue|250|504|||
Non-Invasive Prenatal Testing (NIPT)|genetics|Cell-free DNA tube|600|240|||From 10 weeks of pregnancy.
First Trimester Combined Screening|genetics|Serum|60|48|||At 11-14 weeks, with the nuchal ultrasound.
Triple Test|genetics|Serum|60|48|||At 15-20 weeks of pregnancy.
Quadruple Test|genetics|Serum|75|48|||At 15-20 weeks of pregnancy.
Beta-Thalassaemia Mutation Analysis|genetics|EDTA blood|200|336|||
Alpha-Thalassaemia Deletion Analysis|genetics|EDTA blood|200|336|||
Familial Mediterranean Fever (MEFV) Mutations|genetics|EDTA blood|150|336|||
Factor V Leiden Mutation|genetics|EDTA blood|80|168|||
Prothrombin G20210A Mutation|genetics|EDTA blood|80|168|||
MTHFR Mutations|genetics|EDTA blood|80|168|||
Thrombophilia Genetic Panel|genetics|EDTA blood|200|240|||
Cystic Fibrosis (CFTR) Common Mutations|genetics|EDTA blood|200|336|||
Spinal Muscular Atrophy (SMN1) Deletion|genetics|EDTA blood|200|336|||
Y-Chromosome Microdeletions|genetics|EDTA blood|150|336|||
Fragile X (FMR1) Repeat Analysis|genetics|EDTA blood|200|336|||
Newborn Screening - TSH|genetics|Dried blood spot|15|72|||Heel prick 48-72 hours after birth.
Newborn Screening - PKU|genetics|Dried blood spot|15|72|||Heel prick 48-72 hours after birth.
Newborn Screening - G6PD|genetics|Dried blood spot|15|72|||Heel prick 48-72 hours after birth.
Newborn Screening - Galactosaemia|genetics|Dried blood spot|20|72|||Heel prick 48-72 hours after birth.
Newborn Screening - Congenital Adrenal Hyperplasia|genetics|Dried blood spot|20|72|||Heel prick 48-72 hours after birth.
Expanded Newborn Screening (Tandem MS)|genetics|Dried blood spot|150|240|||Heel prick 48-72 hours after birth.
Preimplantation Genetic Testing (PGT-A)|genetics|Embryo biopsy|1200|336|||
HLA-B27|genetics|EDTA blood|40|72|||
HLA Typing (Class I & II)|genetics|EDTA blood|350|336|||
Chromosomal Microarray|genetics|EDTA blood|700|504|||
Whole Exome Sequencing|genetics|EDTA blood|1500|1440|||
`;

export interface LabTestEntry {
  readonly name: string;
  readonly department: string;
  readonly sample: string;
  /** Iraqi dinars. */
  readonly price: number;
  readonly turnaroundHours: number;
  readonly unit: string;
  readonly range: string;
  readonly preparation: string;
}

/** Every test of the catalogue, in catalogue order. */
export const LAB_TESTS: readonly LabTestEntry[] = CATALOGUE.trim()
  .split('\n')
  .map((line) => {
    const [
      name = '',
      department = '',
      sample = '',
      price = '0',
      hours = '24',
      unit = '',
      range = '',
      preparation = '',
    ] = line.split('|');
    return {
      name,
      department,
      sample,
      price: Number(price) * 1000,
      turnaroundHours: Number(hours),
      unit,
      range,
      preparation,
    };
  });

/** The component tests of panels: `[name, unit, reference range]`. */
export const PANEL_COMPONENTS: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  'Complete Blood Count (CBC)': [
    ['WBC', 'x10^9/L', '4-11'],
    ['RBC', 'x10^12/L', '4.0-5.2'],
    ['Haemoglobin', 'g/dL', '12-16'],
    ['Haematocrit', '%', '36-46'],
    ['MCV', 'fL', '80-100'],
    ['MCH', 'pg', '27-33'],
    ['MCHC', 'g/dL', '32-36'],
    ['RDW', '%', '11.5-14.5'],
    ['Platelets', 'x10^9/L', '150-400'],
    ['Neutrophils', '%', '40-75'],
    ['Lymphocytes', '%', '20-45'],
    ['Monocytes', '%', '2-10'],
    ['Eosinophils', '%', '1-6'],
    ['Basophils', '%', '0-1'],
  ],
  'Coagulation Profile': [
    ['PT', 's', '11-13.5'],
    ['INR', '', '0.8-1.2'],
    ['APTT', 's', '25-35'],
    ['Fibrinogen', 'g/L', '2-4'],
  ],
  'Electrolytes (Na, K, Cl)': [
    ['Sodium', 'mmol/L', '135-145'],
    ['Potassium', 'mmol/L', '3.5-5.1'],
    ['Chloride', 'mmol/L', '98-107'],
  ],
  'Liver Function Tests': [
    ['ALT', 'U/L', '<35'],
    ['AST', 'U/L', '<35'],
    ['Alkaline Phosphatase', 'U/L', '35-105'],
    ['GGT', 'U/L', '<40'],
    ['Total Bilirubin', 'mg/dL', '0.2-1.2'],
    ['Direct Bilirubin', 'mg/dL', '<0.3'],
    ['Total Protein', 'g/dL', '6.4-8.3'],
    ['Albumin', 'g/dL', '3.5-5.2'],
  ],
  'Renal Function Tests': [
    ['Blood Urea', 'mg/dL', '15-45'],
    ['Serum Creatinine', 'mg/dL', '0.5-1.1'],
    ['Uric Acid', 'mg/dL', '2.4-6.0'],
    ['Sodium', 'mmol/L', '135-145'],
    ['Potassium', 'mmol/L', '3.5-5.1'],
  ],
  'Lipid Profile': [
    ['Total Cholesterol', 'mg/dL', '<200'],
    ['Triglycerides', 'mg/dL', '<150'],
    ['HDL Cholesterol', 'mg/dL', '>50'],
    ['LDL Cholesterol', 'mg/dL', '<100'],
    ['VLDL Cholesterol', 'mg/dL', '<30'],
  ],
  'Iron Profile': [
    ['Serum Iron', 'µg/dL', '50-170'],
    ['TIBC', 'µg/dL', '250-450'],
    ['Ferritin', 'ng/mL', '13-150'],
    ['Transferrin Saturation', '%', '20-50'],
  ],
  'Cardiac Enzymes Panel': [
    ['Troponin I (High Sensitivity)', 'ng/L', '<16'],
    ['Creatine Kinase (CK)', 'U/L', '<170'],
    ['CK-MB', 'U/L', '<25'],
    ['LDH', 'U/L', '135-214'],
  ],
  'Pre-operative Panel': [
    ['Haemoglobin', 'g/dL', '12-16'],
    ['Platelets', 'x10^9/L', '150-400'],
    ['PT/INR', '', '0.8-1.2'],
    ['APTT', 's', '25-35'],
    ['Blood Group & Rh', '', ''],
    ['Random Blood Sugar', 'mg/dL', '<140'],
    ['Serum Creatinine', 'mg/dL', '0.5-1.1'],
    ['HBsAg', '', 'Negative'],
    ['Anti-HCV', '', 'Negative'],
    ['HIV 1/2', '', 'Negative'],
  ],
  'Antenatal Booking Panel': [
    ['Haemoglobin', 'g/dL', '>11'],
    ['Blood Group & Rh', '', ''],
    ['Fasting Blood Sugar', 'mg/dL', '<92'],
    ['HBsAg', '', 'Negative'],
    ['Anti-HCV', '', 'Negative'],
    ['HIV 1/2', '', 'Negative'],
    ['VDRL', '', 'Non-reactive'],
    ['Rubella IgG', 'IU/mL', '>10'],
    ['General Urine Examination', '', ''],
  ],
  'Diabetes Follow-up Panel': [
    ['Fasting Blood Sugar', 'mg/dL', '70-100'],
    ['HbA1c', '%', '<7 (treatment target)'],
    ['Serum Creatinine', 'mg/dL', '0.5-1.1'],
    ['Urine Microalbumin', 'mg/L', '<20'],
    ['LDL Cholesterol', 'mg/dL', '<100'],
  ],
  'Premarital Screening Panel': [
    ['Complete Blood Count', '', ''],
    ['Haemoglobin Electrophoresis', '', ''],
    ['Blood Group & Rh', '', ''],
    ['HBsAg', '', 'Negative'],
    ['Anti-HCV', '', 'Negative'],
    ['HIV 1/2', '', 'Negative'],
  ],
  'Thyroid Function Tests': [
    ['TSH', 'mIU/L', '0.4-4.0'],
    ['Free T4', 'ng/dL', '0.9-1.7'],
    ['Free T3', 'pg/mL', '2.0-4.4'],
  ],
  'Female Hormone Profile (Day 2-3)': [
    ['FSH', 'mIU/mL', '3.5-12.5'],
    ['LH', 'mIU/mL', '2.4-12.6'],
    ['Oestradiol (E2)', 'pg/mL', '12.5-166'],
    ['Prolactin', 'ng/mL', '4.8-23.3'],
  ],
  'Fertility Panel': [
    ['Anti-Müllerian Hormone (AMH)', 'ng/mL', '1.0-4.0'],
    ['FSH', 'mIU/mL', '3.5-12.5'],
    ['LH', 'mIU/mL', '2.4-12.6'],
    ['Oestradiol (E2)', 'pg/mL', '12.5-166'],
  ],
  'Male Hormone Profile': [
    ['Testosterone (Total)', 'ng/dL', '264-916'],
    ['LH', 'mIU/mL', '1.7-8.6'],
    ['FSH', 'mIU/mL', '1.5-12.4'],
    ['Prolactin', 'ng/mL', '4.0-15.2'],
  ],
  'ROMA Index': [
    ['CA 125', 'U/mL', '<35'],
    ['HE4', 'pmol/L', '<70'],
    ['ROMA', '%', '<11.4 (premenopausal)'],
  ],
  'Hepatitis B Profile': [
    ['HBsAg', '', 'Negative'],
    ['Anti-HBs', 'mIU/mL', '>10'],
    ['Anti-HBc Total', '', 'Negative'],
    ['HBeAg', '', 'Negative'],
    ['Anti-HBe', '', 'Negative'],
  ],
  'Antiphospholipid Panel': [
    ['Lupus Anticoagulant', '', 'Negative'],
    ['Anticardiolipin IgG', 'GPL', '<20'],
    ['Anticardiolipin IgM', 'MPL', '<20'],
    ['Beta-2 Glycoprotein I IgG', 'U/mL', '<20'],
    ['Beta-2 Glycoprotein I IgM', 'U/mL', '<20'],
  ],
  'TORCH Panel': [
    ['Toxoplasma IgG', 'IU/mL', '<8'],
    ['Toxoplasma IgM', '', 'Negative'],
    ['Rubella IgG', 'IU/mL', '>10'],
    ['Rubella IgM', '', 'Negative'],
    ['CMV IgG', '', ''],
    ['CMV IgM', '', 'Negative'],
    ['HSV IgG', '', ''],
    ['HSV IgM', '', 'Negative'],
  ],
  'Inhalant Allergy Panel': [
    ['House Dust Mite', 'kU/L', '<0.35'],
    ['Cat Dander', 'kU/L', '<0.35'],
    ['Dog Dander', 'kU/L', '<0.35'],
    ['Cockroach', 'kU/L', '<0.35'],
    ['Grass Pollen Mix', 'kU/L', '<0.35'],
    ['Olive Tree Pollen', 'kU/L', '<0.35'],
    ['Alternaria', 'kU/L', '<0.35'],
  ],
  'Food Allergy Panel (Children)': [
    ["Cow's Milk", 'kU/L', '<0.35'],
    ['Egg White', 'kU/L', '<0.35'],
    ['Wheat', 'kU/L', '<0.35'],
    ['Peanut', 'kU/L', '<0.35'],
    ['Soybean', 'kU/L', '<0.35'],
    ['Codfish', 'kU/L', '<0.35'],
    ['Sesame', 'kU/L', '<0.35'],
  ],
  'CSF Analysis': [
    ['White Cells', 'cells/µL', '0-5'],
    ['Protein', 'mg/dL', '15-45'],
    ['Glucose', 'mg/dL', '40-70'],
  ],
  'General Urine Examination (GUE)': [
    ['Colour', '', 'Yellow'],
    ['Appearance', '', 'Clear'],
    ['pH', '', '4.5-8.0'],
    ['Specific Gravity', '', '1.005-1.030'],
    ['Protein', '', 'Negative'],
    ['Glucose', '', 'Negative'],
    ['Ketones', '', 'Negative'],
    ['Blood', '', 'Negative'],
    ['Pus Cells', '/HPF', '0-5'],
    ['Red Cells', '/HPF', '0-2'],
    ['Epithelial Cells', '/HPF', 'Few'],
    ['Crystals', '', 'None'],
    ['Casts', '', 'None'],
  ],
  'General Stool Examination (GSE)': [
    ['Colour', '', 'Brown'],
    ['Consistency', '', 'Formed'],
    ['Pus Cells', '/HPF', '0-2'],
    ['Red Cells', '/HPF', 'None'],
    ['Ova', '', 'Not seen'],
    ['Cysts', '', 'Not seen'],
    ['Fat Globules', '', 'Not seen'],
  ],
  'Semen Analysis': [
    ['Volume', 'mL', '≥1.4'],
    ['Concentration', 'million/mL', '≥16'],
    ['Total Motility', '%', '≥42'],
    ['Progressive Motility', '%', '≥30'],
    ['Normal Morphology', '%', '≥4'],
    ['Vitality', '%', '≥54'],
    ['pH', '', '≥7.2'],
  ],
};
